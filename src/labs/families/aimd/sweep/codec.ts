import type { Decoded } from '../../../../scenario/codec';
import * as generic from '../../../../sweep/codec';
import * as output from '../../../../sweep/output';
import { mergeSweepCsvs as mergeAny, type CsvFile } from '../../../../sweep/merge';
import type { Shard } from '../../../../sweep/plan';
import { AIMD_SWEEPS } from './definition';
import type { PointResult } from './results';
import { parseAxis as parseAnyAxis } from '../../../../sweep/axis';
import { SWEEP_PARAM_TABLE, type SweepSpec } from './spec';

/**
 * The generic sweep functions (src/sweep/) bound to the AIMD sweeps, under the names the pages,
 * the command line and the tests use.
 */

/** A sweep from a URL or a file; without lab=, `fallbackLab` (by default the first lab with sweeps). */
export const decodeSweep = (input: string, fallbackLab?: string): Decoded<SweepSpec> =>
  generic.decodeSweep(AIMD_SWEEPS, input, fallbackLab);

export const encodeSweepQuery = (s: SweepSpec): string => generic.encodeSweepQuery(AIMD_SWEEPS, s);

export const encodeSweepJson = (s: SweepSpec): Record<string, unknown> =>
  generic.encodeSweepJson(AIMD_SWEEPS, s);

export const csvColumns = (s: SweepSpec): string[] => output.csvColumns(AIMD_SWEEPS, s);

export const sweepCsv = (
  s: SweepSpec,
  results: readonly PointResult[],
  shard: Shard | null = null,
): string => output.sweepCsv(AIMD_SWEEPS, s, results, shard);

export const sweepReport = (
  s: SweepSpec,
  results: readonly PointResult[],
  shard: Shard | null = null,
) => output.sweepReport(AIMD_SWEEPS, s, results, shard);

export const mergeSweepCsvs = (files: readonly CsvFile[]): string => mergeAny(AIMD_SWEEPS, files);

/** `param:values` over the AIMD sweeps' parameters (see src/sweep/axis.ts). */
export const parseAxis = (raw: unknown) => parseAnyAxis(raw, SWEEP_PARAM_TABLE);
