/**
 * The traces shipped with the app (public/traces/, served beside index.html): one per format the
 * readers know, so that a lecturer can show the lab without a file of their own. They are the
 * project's recordings (tests/fixtures/traces/ns, made by scripts/traces/record.sh): iperf3 flows
 * from 10.0.1.1 to 10.0.2.1:5201 through a 10 Mbit/s tbf bottleneck with a 20-packet buffer
 * (30 280 bytes), base RTT about 0.06 ms; the parallel-reno set is parallel-reno/n1..n8's
 * sender.pcap.gz there, 1 to 8 Reno flows for 3 s each. The captures are gzipped to keep the app
 * small; the reader undoes gzip from the first bytes, as it does for a user's file.
 */
export interface TraceExample {
  id: string;
  /** the file's name in public/traces/ */
  file: string;
  /** what the menu says */
  label: string;
}

export const EXAMPLES = [
  { id: 'reno-pcap', file: 'reno-1.pcap.gz', label: '1 Reno flow: pcap capture (tcpdump)' },
  { id: 'reno-pcapng', file: 'reno-1.pcapng.gz', label: '1 Reno flow: pcapng capture (dumpcap)' },
  { id: 'reno-iperf3', file: 'reno-1.iperf3.json', label: '1 Reno flow: iperf3 --json' },
  { id: 'reno-ss', file: 'reno-1.ss.log', label: '1 Reno flow: ss -tin every 50 ms' },
  { id: 'reno-probe', file: 'reno-1.tcp_probe.txt.gz', label: '1 Reno flow: tcp_probe tracepoint' },
  { id: 'cubic4-pcap', file: 'cubic-4.pcap.gz', label: '4 CUBIC flows: pcap capture' },
  { id: 'reno8-pcap', file: 'parallel-reno-n8.pcap.gz', label: '8 Reno flows: pcap capture' },
] as const satisfies readonly TraceExample[];

/**
 * A set of shipped traces read together: one capture per number N of parallel flows over the same
 * path, for paper 000's throughput against N (Fig. 15). The page reads them one after the other.
 */
export interface TraceExampleSet {
  id: string;
  /** the files in public/traces/, in the order read */
  files: readonly string[];
  label: string;
}

export const EXAMPLE_SETS = [
  {
    id: 'parallel-reno',
    files: [
      'parallel-reno-n1.pcap.gz',
      'parallel-reno-n2.pcap.gz',
      'parallel-reno-n4.pcap.gz',
      'parallel-reno-n8.pcap.gz',
    ],
    label: '1, 2, 4, 8 Reno flows: throughput against N (4 pcap captures)',
  },
] as const satisfies readonly TraceExampleSet[];

export type SingleExampleId = (typeof EXAMPLES)[number]['id'];
export type ExampleSetId = (typeof EXAMPLE_SETS)[number]['id'];
/** what a link's `example` names: one trace, or a set */
export type ExampleId = SingleExampleId | ExampleSetId;

export const EXAMPLE_IDS: readonly ExampleId[] = [
  ...EXAMPLES.map((e) => e.id),
  ...EXAMPLE_SETS.map((e) => e.id),
];

/** The single example; a set's id (or an unknown one) gives the first example. */
export const exampleById = (id: ExampleId): TraceExample =>
  EXAMPLES.find((e) => e.id === id) ?? EXAMPLES[0];

/** The set an id names, or null for a single example. */
export const exampleSetById = (id: ExampleId): TraceExampleSet | null =>
  EXAMPLE_SETS.find((e) => e.id === id) ?? null;

/** The bottleneck of every example, bit/s, and its buffer, bytes (the recordings' tc.txt). */
export const EXAMPLE_LINK = { rateBps: 10e6, bufferBytes: 30_280, frameBytes: 1514, mss: 1448 };
