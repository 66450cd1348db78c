import { benchAimdEngine, printRows } from './aimdEngine';
import { benchSweep } from './sweep';
import { benchUi } from './ui';

printRows(benchAimdEngine());
if (!process.argv.includes('--engine-only')) await benchSweep();
if (!process.argv.includes('--engine-only')) await benchUi();
