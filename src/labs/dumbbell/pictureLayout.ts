import { ccOf } from '../families/packet/ccModules';
import type { DumbbellScenario } from '../families/packet/scenario';
import { dumbbellTheory } from './theory';
import { sig } from '../../format/numbers';

/**
 * Where everything of the dumbbell picture goes (SVG user units) and what its labels say: N
 * senders, their access links, the first router with the bottleneck's queue drawn as a bar, the
 * bottleneck link, the second router and the receivers. Pure; the queue's fill is the only part
 * that moves, and DumbbellPicture computes it from `queueBar`.
 */
export interface HostBox {
  /** "S1", "R3"; null for the "⋮" row standing for the hosts not drawn */
  label: string | null;
  flow: number | null;
  /** the flow's congestion control, written on its sender when the flows differ (else null) */
  cc: string | null;
  y: number;
}

export interface QueueMark {
  /** x in the bar, 0..1 of its length */
  at: number;
  label: string;
}

export interface PictureLayout {
  width: number;
  height: number;
  /** the senders' and receivers' boxes (the same rows on both sides) */
  hosts: HostBox[];
  hostW: number;
  /** the senders' boxes are wider when they carry their congestion control */
  senderW: number;
  hostH: number;
  senderX: number;
  receiverX: number;
  /** the routers' centres and the queue bar (left end, length, height) at mid-height */
  r0: number;
  r1: number;
  midY: number;
  bar: { x: number; w: number; h: number };
  /** packets a full bar holds (the buffer; for the unbounded threshold-dropper a scale) */
  barPackets: number;
  /** slot lines inside the bar (one per packet when there are few) */
  slots: number;
  marks: QueueMark[];
  labels: {
    access: string;
    bottleneck: string;
    queue: string;
    path: string;
    senders: string;
    receivers: string;
  };
}

const HOST_ROWS = 7;
const rateText = (mbps: number) =>
  mbps >= 1000 ? `${sig(mbps / 1000, 3)} Gbit/s` : `${sig(mbps, 3)} Mbit/s`;
const QUEUE_NAMES = { droptail: 'DropTail', red: 'RED', threshold: 'threshold-dropper' } as const;

/** " + noise σ 5 ms", " + noise σ 0-10 ms", or "" without noise. */
function noiseText(s: DumbbellScenario): string {
  const v = s.noise;
  if (v === null || v.every((x) => x === 0)) return '';
  const lo = Math.min(...v);
  const hi = Math.max(...v);
  return ` + noise σ ${lo === hi ? sig(lo, 3) : `${sig(lo, 3)}-${sig(hi, 3)}`} ms`;
}

/** Which hosts get a box: all up to seven, else the first five, a "⋮" row and the last. */
function hostRows(n: number): { label: string | null; flow: number | null }[] {
  const box = (f: number) => ({ label: String(f + 1), flow: f });
  if (n <= HOST_ROWS) return Array.from({ length: n }, (_, f) => box(f));
  const first = HOST_ROWS - 2;
  return [
    ...Array.from({ length: first }, (_, f) => box(f)),
    { label: null, flow: null },
    box(n - 1),
  ];
}

export function pictureLayout(s: DumbbellScenario): PictureLayout {
  const rows = hostRows(s.n);
  const hostH = 22;
  const gap = 6;
  const top = 30;
  const columnH = rows.length * hostH + (rows.length - 1) * gap;
  const height = Math.max(top + columnH + 12, 150);
  const midY = top + columnH / 2;
  const width = 960;
  const theory = dumbbellTheory(s);
  const mixed = new Set(s.cc).size > 1;
  const minRtt = Math.min(...s.rtt);
  const bottleneckDelay = minRtt / 6;
  const accessDelays = [...new Set(s.rtt.map((r) => (r / 2 - bottleneckDelay) / 2))];
  const threshold = s.queue === 'threshold';
  const barPackets = threshold ? Math.max(4 * s.th, 10) : s.buffer;
  const marks: QueueMark[] = [];
  if (s.queue === 'red') {
    const lo = s.minth ?? 0.6 * s.buffer;
    const hi = s.maxth ?? 0.8 * s.buffer;
    marks.push({ at: lo / s.buffer, label: 'min' }, { at: hi / s.buffer, label: 'max' });
  } else if (threshold) marks.push({ at: s.th / barPackets, label: 'Th' });
  const meanRtt = s.rtt.reduce((a, b) => a + b, 0) / s.rtt.length;
  const rttText =
    s.rtt.length === 1
      ? `${sig(s.rtt[0], 3)} ms`
      : `${sig(Math.min(...s.rtt), 3)}-${sig(Math.max(...s.rtt), 3)} ms`;
  return {
    width,
    height,
    hosts: rows.map((r, k) => ({
      ...r,
      cc: mixed && r.flow !== null ? ccOf(s.cc, r.flow) : null,
      y: top + k * (hostH + gap),
    })),
    hostW: 74,
    senderW: mixed ? 150 : 74,
    hostH,
    senderX: 16,
    receiverX: width - 16 - 74,
    r0: 270,
    r1: 800,
    midY: Math.max(midY, top + 50),
    bar: { x: 296, w: 230, h: 30 },
    barPackets,
    slots: !threshold && s.buffer <= 60 ? s.buffer : 0,
    marks: marks.filter((m) => m.at > 0 && m.at < 1),
    labels: {
      access: `access ${rateText(s.cap * s.access)}, ${accessDelays.map((d) => sig(d, 3)).join('/')} ms`,
      bottleneck: `bottleneck ${rateText(s.cap)}, ${sig(bottleneckDelay, 3)} ms`,
      queue: threshold
        ? `${QUEUE_NAMES.threshold}, Th = ${s.th}`
        : `${QUEUE_NAMES[s.queue]} buffer ${s.buffer} packets`,
      path: `RTT ${rttText}${noiseText(s)} · BDP ${sig(theory.bdp, 4)} packets of ${s.pkt + s.header} B · buffer ${
        threshold ? 'unbounded' : `${sig(s.buffer / theory.bdp, 2)} × BDP`
      }${s.rtt.length > 1 ? ` · mean RTT ${sig(meanRtt, 3)} ms` : ''}`,
      senders: `${s.n} sender${s.n === 1 ? '' : 's'}`,
      receivers: `${s.n} receiver${s.n === 1 ? '' : 's'}`,
    },
  };
}

/** The bar's filled fraction and whether the buffer is full (for the colour). */
export function queueBar(layout: PictureLayout, q: number, s: DumbbellScenario) {
  const fraction = Math.min(1, Math.max(0, q / layout.barPackets));
  const full = s.queue !== 'threshold' && q >= s.buffer;
  return { fraction, full };
}
