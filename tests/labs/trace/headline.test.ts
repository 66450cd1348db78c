import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXAMPLES } from '../../../src/labs/trace/examples';
import { examplePath } from '../../../src/labs/trace/cli';
import { traceFigure, TRACE_HEADLINE } from '../../../src/labs/trace/headline';
import { readBlob } from '../../../src/labs/trace/worker/readSource';
import { simInProcess } from '../../cli/simCommand';
import { linkScenario } from '../headlineChecks';

/**
 * Same URL, same numbers: each example's page reads its file as the worker does (a Blob's
 * stream, gzip undone by DecompressionStream), the command line as `sim --trace` does (node:zlib);
 * the headline on the page is the figure read from the command line's report, and that report is
 * `sim --trace FILE`'s, byte for byte.
 */
describe('Traces: the headline is the command line’s', () => {
  for (const ex of EXAMPLES) {
    it(`example=${ex.id}`, async () => {
      const query = `lab=trace&example=${ex.id}`;
      const lab = await simInProcess(query);
      expect(lab.code).toBe(0);
      const plain = await simInProcess('--trace', examplePath(ex.file));
      expect(lab.stdout).toBe(plain.stdout);
      const s = linkScenario<Parameters<typeof traceFigure>[1]>(query);
      const page = await readBlob(new Blob([readFileSync(examplePath(ex.file))]), () => {});
      const figure = traceFigure(page.result.connections, s);
      expect(figure.value).toBeGreaterThan(0);
      expect(TRACE_HEADLINE.fromReport(JSON.parse(lab.stdout), s)).toEqual(figure);
    });
  }

  it('one connection: its own throughput; a missing one: all of them', async () => {
    const file = readFileSync(examplePath('cubic-4.pcap.gz'));
    const { result } = await readBlob(new Blob([file]), () => {});
    const all = traceFigure(result.connections, linkScenario('lab=trace&example=cubic4-pcap'));
    const two = traceFigure(
      result.connections,
      linkScenario('lab=trace&example=cubic4-pcap&conn=2'),
    );
    const none = traceFigure(
      result.connections,
      linkScenario('lab=trace&example=cubic4-pcap&conn=9'),
    );
    expect(two.value).toBeLessThan(all.value! / 2);
    expect(none).toEqual(all);
    // four flows, and iperf3's control connection in both directions (hidden as tiny)
    expect(result.connections.length).toBe(6);
  });
});
