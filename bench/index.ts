import { benchAimdEngine, printRows } from './aimdEngine';
import { benchPacketEngine } from './packetEngine';
import { benchPacketHtsim } from './packetHtsim';
import { benchSweep } from './sweep';
import { benchHeadlinesOnly, benchTextSizesOnly, benchTraceOnly, benchUi } from './ui';

if (process.argv.includes('--headline-only')) {
  await benchHeadlinesOnly();
} else if (process.argv.includes('--trace-only')) {
  await benchTraceOnly();
} else if (process.argv.includes('--text-only')) {
  await benchTextSizesOnly();
} else {
  printRows(benchAimdEngine());
  benchPacketEngine();
  benchPacketHtsim(process.argv.includes('--quick'));
  if (!process.argv.includes('--engine-only')) await benchSweep();
  if (!process.argv.includes('--engine-only')) await benchUi();
}
