import { describe, expect, it } from 'vitest';
import { DUMBBELL_SCHEMA } from '../../../src/labs/families/packet/scenario';
import { twinReport, type TwinReport } from '../../../src/labs/trace/twin';
import { decodeQuery, decodeJson } from '../../../src/scenario/codec';
import { runCli } from '../../cli/golden/run';
import { DELAY10, recorded, ROOT } from './twinFixtures';

const json = (text: string) => JSON.parse(text) as { twin?: TwinReport; fit: unknown };

describe('sim --trace FILE --twin', () => {
  it('adds the twin, the numbers the page computes from the same trace', async () => {
    const out = await runCli(['--trace', `${ROOT}/${DELAY10}`, '--twin']);
    expect(out.code).toBe(0);
    const twin = json(out.stdout).twin as TwinReport;
    const { result, fit } = await recorded(DELAY10);
    // JSON drops nothing here: the report is JSON-able
    expect(twin).toEqual(JSON.parse(JSON.stringify(twinReport(result, fit))));
    // its link and its scenario file are the Dumbbell lab's, and open the same twin
    const link = decodeQuery(DUMBBELL_SCHEMA, twin.url as string);
    const file = decodeJson(DUMBBELL_SCHEMA, JSON.stringify(twin.scenario));
    expect(link.problems).toEqual([]);
    expect(file.problems).toEqual([]);
    expect(file.scenario).toEqual(link.scenario);
    expect(twin.summary?.flows).toHaveLength(1);
    expect(twin.difference?.connections).toHaveLength(1);
  });

  it('without --twin the report is as it was', async () => {
    const out = await runCli(['--trace', `${ROOT}/${DELAY10}`]);
    expect(json(out.stdout).twin).toBeUndefined();
  });

  it('a trace the fit cannot make a twin of: url null, the reasons, exit 0', async () => {
    const out = await runCli(['--trace', 'tests/fixtures/traces/iperf3/client-P2.json', '--twin']);
    expect(out.code).toBe(0);
    const twin = json(out.stdout).twin as TwinReport;
    expect(twin.url).toBeNull();
    expect(twin.summary).toBeNull();
    expect(twin.reasons.length).toBeGreaterThan(0);
  });

  it('--twin goes with --trace, and with JSON', async () => {
    const alone = await runCli(['lab=trace', '--twin']);
    expect(alone.code).toBe(2);
    expect(alone.stderr).toContain('--twin goes with --trace FILE');
    const csv = await runCli(['--trace', `${ROOT}/${DELAY10}`, '--twin', '--format', 'csv']);
    expect(csv.code).toBe(2);
    expect(csv.stdout).toBe('');
  });
});

describe("the Traces lab's twin=1", () => {
  it('prints the twin --trace --twin prints for the example file', async () => {
    const lab = await runCli(['lab=trace&example=cubic4-pcap&twin=1']);
    const file = await runCli(['--trace', 'public/traces/cubic-4.pcap.gz', '--twin']);
    expect(lab.code).toBe(0);
    expect(file.code).toBe(0);
    const twin = json(lab.stdout).twin as TwinReport;
    expect(twin.url).not.toBeNull();
    expect(twin).toEqual(json(file.stdout).twin);
  });
});
