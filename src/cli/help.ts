import { LABS } from '../labs/registry';

export const USAGE =
  'Usage: npm run sim -- "<scenario>" [--format json|csv|jsonl] [--path] [--out FILE]\n' +
  '       npm run sim -- merge <shard files> [--format csv|json] [--out FILE]\n' +
  '       npm run sim -- --trace FILE [FILE ...] [--beta B] [--format json|csv] [--twin] [--out FILE]';

/** `sim --help`: how to call it, then each lab's section, in the registry's order. */
export async function helpText(): Promise<string> {
  const sections = await Promise.all(LABS.map(async (lab) => (await lab.commandLine()).help()));
  const labs = LABS.map((l) => `  lab=${l.id.padEnd(16)} ${l.title}`).join('\n');
  return `${USAGE}

Runs one scenario of a lab headless, with the same engine and the same numbers as the browser.
The scenario is a shared URL, its query string, JSON text, or @file.json; lab=<id> picks the lab
(default ${LABS[0].id}):
${labs}

The paper atlas: atlas=000 (… 004, a list such as 000,002, or all) prints every figure and
table of the paper with what the paper states, the link that reproduces it and the app's
numbers there, worked out now (the same as the page ?atlas=000; --format csv for a table).

  --format json|csv  JSON report (default) or the lab's CSV table
  --path             add the run's path (sample path, trajectory) where the lab has one
  --out FILE         write to FILE instead of standard output

Sweeps (a scenario with sweep=, and lab=sockets, lab=insensitivity, the packet views) also take:
  --format jsonl     one JSON line per point (the sweep's query, shard, code version, swept
                     values, seeds, the CSV row's cells, wall time, the result), written as each
                     point completes; with --out FILE, appended to FILE, and the same command
                     run again skips the points FILE holds (same sweep, shard and code version,
                     else an error) and drops a last line cut short by a kill
  --shard i/k        only the points i, i+k, i+2k, ... (0 <= i < k). Without it, a batch
                     scheduler's task takes its own shard: SLURM_ARRAY_TASK_ID (rank from
                     SLURM_ARRAY_TASK_MIN) of SLURM_ARRAY_TASK_COUNT; JOB_COMPLETION_INDEX
                     (Kubernetes) of --shard-count k or SIM_SHARD_COUNT; AWS_BATCH_JOB_ARRAY_INDEX
                     of AWS_BATCH_JOB_ARRAY_SIZE; stderr says which ("sim: shard 2/4 (from ...)")
  --shard-count k    the count of shards, where the scheduler gives only the index
  merge FILES        the shards' CSVs, or their JSON lines, into the whole sweep's CSV (from
                     JSON lines, --format json gives its JSON report), byte for byte the
                     unsharded run's; missing points are named with the shard that had them
  SIM_CODE_VERSION   the code version JSON lines record (default: package version + git commit)

Traces of real connections: --trace FILE reads a pcap or pcapng capture, an iperf3 report
(iperf3 --json or --json-stream), a periodic \`ss -tin\` log (a time line before each sample:
epoch seconds from \`date +%s.%N\`, ISO 8601 from \`date -Ins\`, \`date\`, or HH:MM:SS.frac;
\`ss -tinE\` needs none: a sample per socket, at time 0) or tcp:tcp_probe tracepoint text
(tracefs, trace-cmd report, perf script), gzipped or not; the format is found from the file's
first bytes. It prints {format, connections, problems, records, fit, measures}: per connection
src and dst (the data sender first), bytesSent, retransmissions (tcp_probe has no counter: its
loss events, the ssthresh reductions), lossEvents, rtt {min, mean, max, samples} in ms, cwnd
{mean, series} in packets (mean over time), throughput in Mbit/s and the series over time.
fit: the data connections (iperf3's control connection, under 1 % of the largest one's bytes,
is left out) fitted to the models: base RTT, loss rate p (loss events per packet), the AIMD
increase alpha (packets per RTT) and kept factor beta from the cwnd's cuts, Mathis, PFTK and
CUBIC's responses; for the set, the bottleneck's rate (Mbit/s while the queue is full), its
buffer (RTT rise x rate, packets and bytes) and paper 000's Theorem 1 at N and beta; null with a
reason where the trace cannot say. measures: paper 000's Sec. V-E, congestion events (loss
events of all connections within one RTT), the connections each hits and their CCDF, loss events
over time. With --format csv, a row per connection with the summary and its fit (data, base RTT,
p, cuts, alpha, beta, kind, the models' Mbit/s). What could not be read goes to standard
error as "sim: trace: FILE:LINE: ..."; the exit code is 0 when a connection was read, 1 when
nothing could be (or the file cannot be opened). --twin adds twin: the trace's simulated twin, the
packet engine on a dumbbell of the fit's rate, buffer, base RTTs, MSS, starts and congestion
control: its link (url, the Dumbbell lab's), its scenario, the choices made (assumptions), the
run's numbers per flow (summary) and the difference from the measurement, per connection and
for the set (measured, twin, twin - measured and its share; throughput, mean cwnd, mean RTT,
loss-event rate, utilization; RMS of the cwnd and RTT differences); without a rate, a buffer
or an RTT in the fit, url null and the reasons.

Several files (--trace A B C ..., one trace per number N of parallel connections over the same
path, as paper 000's Fig. 15): they are read one after the other and compared, as
{traces, throughputVsN, beta, anchor}. traces: per file (as given) its format, records,
connections, n (the data connections), aggregateMbps, perConnectionMbps, meanRttMs, beta (its
connections' fitted mean) and problems. throughputVsN: a row per trace in order of N, with n,
aggregateMbps, perConnectionMbps, lossEventsPerConnectionPerSecond, congestionEventsPerSecond,
meanHit and theorem1Mbps, Theorem 1 at N scaled to the mean aggregate at the largest N (anchor).
beta: Theorem 1's beta, {value, from, why}: --beta B (0 < B < 1) when given, else the median of
the data connections' fitted beta over all the traces, else 1/2; from says which (given, fitted,
default). --format csv prints the traces' table (Table I), a row per trace in order of N: file,
format, n, aggregate_mbps, per_connection_mbps, loss_events_per_connection_per_s,
congestion_events_per_s, mean_connections_hit, theorem1_mbps, theorem1_beta, rtt_mean_ms. Each
file's problems go to standard error named by the file; a file that cannot be opened, or from
which no connection is read, is an error (exit code 1, nothing on standard output). A trace's
connections and series: --trace on that file alone.

Any problem with what the scenario writes (bad value, unknown parameter, malformed JSON) is an
error: the message goes to standard error, nothing to standard output, and the exit code is 2.
A default that does not fit what it writes gives way, with a line "sim: note: ..." on standard
error (t=5 alone: the Dumbbell's warm-up becomes 2.5 s); an impossible value among the results
(a probability above 1, a negative rate) is flagged there too, as "sim: impossible result: ...".

${sections.filter((s) => s !== '').join('\n')}`;
}
