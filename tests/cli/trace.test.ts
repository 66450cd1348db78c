import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fixture, fixturePath } from '../trace/fixtures';
import { simInProcess as sim } from './simCommand';

const dir = mkdtempSync(join(tmpdir(), 'sim-trace-'));

describe('npm run sim -- --trace FILE', () => {
  it('JSON: format, connections with their summary and series, problems, records, fit, measures', async () => {
    const r = await sim('--trace', fixturePath('iperf3/client-P2.json'));
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out)).toEqual([
      'format',
      'connections',
      'problems',
      'records',
      'fit',
      'measures',
    ]);
    expect(out.format).toBe('iperf3');
    // two parallel streams of 0.5 s intervals: fitted, the cwnd too sparse for cuts
    expect(out.fit.set.n).toBe(2);
    expect(out.fit.connections[0].aimd.beta).toBeNull();
    expect(out.measures.connections).toHaveLength(2);
    expect(out.records).toBe(4);
    const c = out.connections[0];
    expect(c).toMatchObject({ src: '127.0.0.1:48268', dst: '127.0.0.1:5301', bytesSent: 49938432 });
    expect(c.rtt).toEqual({ min: 0.056, mean: expect.any(Number), max: 0.139, samples: 4 });
    expect(c.cwnd.series.v).toHaveLength(4);
    expect(c.throughputSeries.t).toEqual([0.500084, 1.000193, 1.500093, 2.001525]);
    // the note about the MSS is a problem of the file: on stderr, and in the JSON
    expect(out.problems).toHaveLength(1);
    expect(r.stderr).toBe(
      `sim: trace: ${fixturePath('iperf3/client-P2.json')}: ${out.problems[0].message}\n`,
    );
  });

  it('CSV: a row per connection with the summary', async () => {
    const r = await sim('--trace', fixturePath('ss/epoch-cubic.txt'), '--format', 'csv');
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const [header, ...rows] = r.stdout.trimEnd().split('\n');
    expect(header).toBe(
      'src,dst,start_s,end_s,bytes_sent,retransmissions,loss_events,rtt_min_ms,rtt_mean_ms,' +
        'rtt_max_ms,rtt_samples,cwnd_mean,throughput_mbps,congestion_control,mss,data,base_rtt_ms,' +
        'loss_rate,retransmission_rate,cuts,alpha_per_rtt,beta,kind,mathis_mbps,pftk_mbps,cubic_mbps',
    );
    expect(rows).toHaveLength(2);
    expect(rows[1].split(',').slice(0, 7)).toEqual([
      '127.0.0.1:49672',
      '127.0.0.1:5301',
      '0',
      '0.955613038',
      '6291493',
      '0',
      '0',
    ]);
    expect(rows[1].split(',').slice(13, 15)).toEqual(['cubic', '65483']);
  });

  it('a gzipped trace reads as the plain one; --out writes the file', async () => {
    const gz = join(dir, 'probe.txt.gz');
    writeFileSync(gz, gzipSync(readFileSync(fixturePath('tcp_probe/tracefs-cubic.txt'))));
    const plain = await sim('--trace', fixturePath('tcp_probe/tracefs-cubic.txt'));
    const out = join(dir, 'probe.json');
    const zipped = await sim('--trace', gz, '--out', out);
    expect(zipped.code).toBe(0);
    expect(zipped.stdout).toBe('');
    expect(readFileSync(out, 'utf8')).toBe(plain.stdout);
  });

  it('a gzip stream cut short: what came before is read, the cut is said', async () => {
    const whole = gzipSync(Buffer.from(fixture('ss/epoch-cubic.txt')));
    const cut = join(dir, 'cut.gz');
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.7)));
    const r = await sim('--trace', cut, '--format', 'csv');
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/the gzip stream could not be read to its end/);
    expect(r.stdout.split('\n').length).toBeGreaterThan(2);
  });

  it('problems go to stderr with the file and line (line 6 holds cwnd:11; the file has 52)', async () => {
    const file = join(dir, 'bad.log');
    writeFileSync(
      file,
      fixture('ss/epoch-cubic.txt').replace('cwnd:11', 'cwnd:eleven') + 'what is this\n',
    );
    const r = await sim('--trace', file, '--format', 'csv');
    expect(r.code).toBe(0);
    expect(r.stderr.split('\n').filter(Boolean)).toEqual([
      `sim: trace: ${file}:6: unreadable cwnd in the info line: left out of this sample`,
      expect.stringMatching(new RegExp(`^sim: trace: ${file}:53: expected a time line`)),
    ]);
  });

  it('nothing readable: exit code 1, the reason on stderr, nothing on stdout', async () => {
    const file = join(dir, 'hello.txt');
    writeFileSync(file, 'hello\n');
    const r = await sim('--trace', file);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(`sim: trace: ${file}: not a trace format read here`);
    expect(r.stderr).toContain(`sim: trace: nothing could be read from ${file}\n`);
    const empty = join(dir, 'empty.log');
    writeFileSync(empty, '1700000000\n');
    expect((await sim('--trace', empty)).code).toBe(1);
  });

  it('a missing file, a directory: a clear error, exit code 1', async () => {
    const missing = await sim('--trace', join(dir, 'nope.pcap'));
    expect(missing).toEqual({
      code: 1,
      stdout: '',
      stderr: `sim: trace: cannot read ${join(dir, 'nope.pcap')}: no such file\n`,
    });
    expect((await sim('--trace', dir)).stderr).toBe(
      `sim: trace: cannot read ${dir}: it is a directory\n`,
    );
  });

  it('--trace with a scenario, or with jsonl, is a usage error', async () => {
    const both = await sim('lab=aimd', '--trace', 'x.pcap');
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/^sim: --trace reads a trace, not a scenario/);
    expect((await sim('--trace', 'x.pcap', '--format', 'jsonl')).code).toBe(2);
    expect((await sim('--trace')).stderr).toMatch(/^sim: --trace needs a value/);
  });
});
