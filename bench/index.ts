import { benchAimdEngine, printRows } from './aimdEngine';
import { benchPacketEngine } from './packetEngine';
import { benchSweep } from './sweep';
import { benchHeadlinesOnly, benchUi } from './ui';

if (process.argv.includes('--headline-only')) {
  await benchHeadlinesOnly();
} else {
  printRows(benchAimdEngine());
  benchPacketEngine();
  if (!process.argv.includes('--engine-only')) await benchSweep();
  if (!process.argv.includes('--engine-only')) await benchUi();
}
