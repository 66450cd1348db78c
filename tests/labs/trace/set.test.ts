import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { examplePath } from '../../../src/labs/trace/cli';
import { EXAMPLE_SETS } from '../../../src/labs/trace/examples';
import { TRACE_HEADLINE } from '../../../src/labs/trace/headline';
import { setHeadline } from '../../../src/labs/trace/set/headline';
import { setInputOf, setSources, unreadReason } from '../../../src/labs/trace/set/sources';
import { readBlob } from '../../../src/labs/trace/worker/readSource';
import { traceSetReport } from '../../../src/trace/set';
import { simInProcess } from '../../cli/simCommand';
import { linkScenario } from '../headlineChecks';

/**
 * Same URL, same numbers, for a set of examples: `sim "lab=trace&example=parallel-reno"` prints
 * byte for byte what `sim --trace` prints for its four files, and the page's path (each file read
 * as the worker reads it, a Blob's stream with gzip undone by DecompressionStream, then compared
 * as the worker compares them) gives the same report and the same headline.
 */
describe('Traces: an example set is its files given to --trace', () => {
  for (const set of EXAMPLE_SETS) {
    it(`example=${set.id}`, { timeout: 60_000 }, async () => {
      const query = `lab=trace&example=${set.id}`;
      const files = set.files.map((f) => `public/traces/${f}`);
      const [lab, plain] = [await simInProcess(query), await simInProcess('--trace', ...files)];
      expect(lab.code).toBe(0);
      expect(lab.stdout).toBe(plain.stdout);
      expect(lab.stderr).toBe(plain.stderr);
      const inputs = [];
      for (const [k, f] of set.files.entries()) {
        const read = await readBlob(new Blob([readFileSync(examplePath(f))]), () => {});
        expect(unreadReason(read)).toBeNull();
        inputs.push(setInputOf(files[k], read));
      }
      const page = traceSetReport(inputs);
      expect(JSON.stringify(page) + '\n').toBe(lab.stdout);
      const s = linkScenario<Parameters<typeof TRACE_HEADLINE.label>[0]>(query);
      expect(TRACE_HEADLINE.label(s)).toMatch(/largest N/);
      const figure = setHeadline(page).figure;
      expect(figure?.value).toBeGreaterThan(0);
      expect(TRACE_HEADLINE.fromReport(JSON.parse(lab.stdout), s)).toEqual(figure);
    });
  }

  it('what the page reads: a file of its own first, then its files, then the link’s set', () => {
    const base = 'https://example.org/app/';
    const f = new File(['x'], 'a.pcap');
    const g = new File(['y'], 'b.pcap');
    expect(setSources(f, [f, g], 'parallel-reno', base)).toBeNull();
    expect(setSources(null, [f, g], 'reno-pcap', base)?.map((s) => s.kind)).toEqual([
      'file',
      'file',
    ]);
    expect(setSources(null, null, 'reno-pcap', base)).toBeNull();
    expect(setSources(null, null, 'parallel-reno', base)?.[3]).toEqual({
      kind: 'example',
      name: 'parallel-reno-n8.pcap.gz',
      url: 'https://example.org/app/traces/parallel-reno-n8.pcap.gz',
    });
  });

  it('a file with no connection cannot join the set, and says why', async () => {
    const read = await readBlob(new Blob(['hello\n']), () => {});
    expect(unreadReason(read)).toMatch(
      /not a trace format.*; throughput against N needs every trace/,
    );
  });
});
