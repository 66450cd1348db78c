import { benchAimdEngine, printRows } from './aimdEngine';
import { benchUi } from './ui';

printRows(benchAimdEngine());
if (!process.argv.includes('--engine-only')) await benchUi();
