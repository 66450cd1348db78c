import { benchAimdEngine, printRows } from './aimdEngine';
import { benchPacketEngine } from './packetEngine';
import { benchSweep } from './sweep';
import { benchUi } from './ui';

printRows(benchAimdEngine());
benchPacketEngine();
if (!process.argv.includes('--engine-only')) await benchSweep();
if (!process.argv.includes('--engine-only')) await benchUi();
