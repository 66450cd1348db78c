import { benchAimdEngine, printRows } from './aimdEngine';

printRows(benchAimdEngine());
