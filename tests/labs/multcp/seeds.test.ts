import { describe, expect, it } from 'vitest';
import { decodeQuery } from '../../../src/scenario/codec';
import { enumeratePoints, pointSeeds } from '../../../src/sweep/plan';
import { utilChart } from '../../../src/labs/multcp/packet/charts';
import { pointTable } from '../../../src/labs/multcp/packet/pointTable';
import { seedsLine } from '../../../src/labs/multcp/packet/seedsLine';
import { runnableSpec, seriesOf } from '../../../src/labs/multcp/packet/views';
import { MULTCP_DEFAULTS, MULTCP_SCHEMA } from '../../../src/labs/multcp/scenario';
import { runPoint } from '../../../src/labs/multcp/sweep/run';

/** The packet views name the seeds of their runs: a line, each point's tooltip, the table. */
const runnable = (q: string) => {
  const { scenario, problems } = decodeQuery(MULTCP_SCHEMA, q);
  expect(problems).toEqual([]);
  return runnableSpec(scenario, MULTCP_DEFAULTS);
};

describe('the seeds of the packet views', () => {
  it('the one network (wpf): its run’s seed, or its runs’ seeds, in the line', () => {
    const one = runnable('lab=multcp&view=wpf&reps=1&seed=7');
    const [seed] = pointSeeds(one, enumeratePoints(one, null)[0]);
    expect(seedsLine(one)).toBe(
      `Seed of the run: ${seed} (hashed from seed=7 and the replication’s number).`,
    );
    const three = runnable('lab=multcp&view=wpf&reps=3');
    const seeds = pointSeeds(three, enumeratePoints(three, null)[0]);
    expect(seeds).toHaveLength(3);
    expect(seedsLine(three)).toBe(
      `Seeds of the 3 runs: ${seeds.join(' ')} (hashed from seed=1 and the replication’s number).`,
    );
  });

  it('a swept view: on hover and in the table, shared by the series of a point', () => {
    expect(seedsLine(runnable('lab=multcp&view=fig4'))).toBe(
      'Seeds: each point’s on hover and in its row of the table of every point; every series at a point runs on the same ones (hashed from seed=1, the point’s n and the replication’s number).',
    );
    // one series: nothing shared to say
    expect(seedsLine(runnable('lab=multcp&view=rwnd&rn=1'))).toBe(
      'Seeds: each point’s on hover and in its row of the table of every point (hashed from seed=1, the point’s rwnd and the replication’s number).',
    );
    expect(seedsLine(runnable('lab=multcp&view=gain'))).toBe('');
  });

  const s = runnable('lab=multcp&view=util&sweep=n:2&reps=2&t=12&warmup=2');
  const results = enumeratePoints(s, seriesOf(s)).map((p) => runPoint(s, p));
  const seeds = pointSeeds(s, enumeratePoints(s, seriesOf(s))[0]);

  it('a point’s tooltip ends with its replications and their seeds, the same for both series', () => {
    const chart = utilChart(s, results);
    for (const id of ['multcp', 'tcps']) {
      const series = chart.series.find((x) => x.id === id)!;
      expect(series.details?.[0]?.slice(-2), id).toEqual([
        { label: 'replications', value: '2' },
        { label: 'seeds', value: seeds.join(' ') },
      ]);
    }
    const single = utilChart(s, [{ ...results[0], runs: results[0].runs.slice(0, 1) }]);
    expect(single.series.find((x) => x.id === 'multcp')!.details?.[0]?.slice(-2)).toEqual([
      { label: 'replications', value: '1' },
      { label: 'seed', value: String(seeds[0]) },
    ]);
  });

  it('the table of every point has the CSV’s columns, its seeds whole in the last', () => {
    const table = pointTable(s, results);
    expect(table.columns.slice(-2)).toEqual(['reps', 'seeds']);
    for (const row of table.rows) {
      expect(row.cells).toHaveLength(table.columns.length);
      expect(row.cells.slice(-2)).toEqual(['2', seeds.join(' ')]);
    }
  });
});
