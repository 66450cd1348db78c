import { atlasCsv, recordedReport } from './report';
import type { AtlasPaper } from './types';

/** One paper's atlas as CSV with the recorded numbers: the page's CSV button. */
export const atlasPaperCsv = (paper: AtlasPaper): string => atlasCsv(recordedReport([paper]));
