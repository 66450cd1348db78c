import type { QueueSpec } from '../../../engines/packet/topology';
import type { MulFlow } from '../network';
import type { PacketFields } from './fields';
import {
  ACCESS_FACTOR,
  fig3Red,
  fig3Rtts,
  fig3Topology,
  HEADER,
  PAYLOAD,
  wpfQueue,
  wpfTopology,
} from './networks';
import type { PacketView } from './views';
import { wpfFlows } from './wpf';

/**
 * What each packet view runs, stated: the capacities, delays and queues we chose where paper 004
 * is silent (Fig. 3 gives only the RED parameters and the 22 connections). The page prints the
 * sentence, the JSON report the numbers.
 */
type S = PacketFields & {
  view: string;
  rtt: number;
  p: number;
  pkt: number;
  rn: number;
  links: number[];
  flows: MulFlow[];
};

const ms = (s: number) => Number((s * 1000).toPrecision(6));
const r6 = (v: number) => Number(v.toPrecision(6));

function queueJson(q: QueueSpec) {
  if (q.kind === 'droptail') return { kind: 'droptail', bufferPackets: q.buffer };
  if (q.kind === 'red')
    return {
      kind: 'red',
      mode: q.bytes ? 'bytes' : 'packets',
      limitPackets: r6(q.buffer),
      minThreshPackets: r6(q.minThresh),
      maxThreshPackets: r6(q.maxThresh),
      maxP: q.maxP,
      weight: q.weight,
      gentle: q.gentle,
      wait: q.wait,
    };
  return { kind: q.kind };
}

const packets = { payloadBytes: PAYLOAD, headerBytes: HEADER };

export function setupJson(s: S): Record<string, unknown> {
  const run = { durationS: s.t, warmupS: s.warmup, replications: s.reps, seed: s.seed };
  switch (s.view as PacketView) {
    case 'fig4':
    case 'fig5': {
      const rtts = fig3Rtts(s);
      const topo = fig3Topology(s, rtts);
      return {
        network: 'paper 004 Fig. 3 as built here',
        bottleneck: {
          capacityMbps: s.cap,
          delayMs: ms(topo.links[0].delay),
          queue: queueJson(fig3Red(s)),
        },
        accessMbps: ACCESS_FACTOR * s.cap,
        flavours: s.flavours,
        ...(s.view === 'fig4' ? { separateTcps: s.ntcps } : {}),
        senders: rtts.map((r, f) => ({
          flow: f,
          role:
            s.view === 'fig5'
              ? `MulTCP(N) ${f}`
              : f === 0
                ? 'MulTCP(N), or N separate TCPs'
                : f === 1
                  ? 'reference TCP'
                  : 'background TCP',
          rttMs: ms(r),
        })),
        ...packets,
        ...run,
      };
    }
    case 'util':
      return {
        network: 'dumbbell (ns-2 dumbbell.tcl)',
        capacityMbps: s.cap,
        rttMs: s.rtt,
        queue: { kind: 'droptail', bufferPackets: s.buffer },
        accessMbps: ACCESS_FACTOR * s.cap,
        flavour: s.tcp,
        ...packets,
        ...run,
      };
    case 'wpf': {
      const flows = wpfFlows(s.flows);
      const topo = wpfTopology(s.links, flows, s.rtt, s.linkq);
      return {
        network: 'the fairness view’s links and flows; every flow MulTCP(N_i) with one RTT',
        links: s.links.map((c, l) => ({
          id: `l${l + 1}`,
          capacityMbps: c,
          delayMs: ms(topo.links[l].delay),
          queue: queueJson(wpfQueue(c, s.rtt, s.linkq)),
        })),
        flows: flows.map((f) => ({ id: f.id, links: f.route, n: f.weight, rttMs: s.rtt })),
        accessMbps: ACCESS_FACTOR * Math.max(...s.links),
        flavour: s.tcp,
        ...packets,
        ...run,
      };
    }
    case 'rwnd':
      return {
        network: 'one flow, random loss p before a queue that never overflows',
        capacityMbps: 100,
        queue: { kind: 'droptail', bufferPackets: 10_000 },
        loss: s.p,
        rttMs: s.rtt,
        payloadBytes: s.pkt,
        headerBytes: HEADER,
        flavour: s.tcp,
        n: s.rn,
        ...run,
      };
    default:
      return {};
  }
}

/** The same in one sentence for the page. */
export function setupText(s: S): string {
  const runs = `${s.reps} runs of ${s.t} s per point (the first ${s.warmup} s left out)`;
  switch (s.view as PacketView) {
    case 'fig4':
    case 'fig5': {
      const rtts = fig3Rtts(s);
      const pairs = rtts.length / 2;
      return (
        `Fig. 3 as built here (the paper gives only its RED): ${rtts.length} senders in ${pairs} pairs of equal RTT, ` +
        `${s.rttlo} to ${s.rtthi} ms, each on a ${ACCESS_FACTOR * s.cap} Mbit/s access link, through one ` +
        `${s.cap} Mbit/s bottleneck with RED in ${s.redmode} (thresh ${s.minth}, maxthresh ${s.maxth}, limit ${s.limit}, ` +
        `max_p 0.1, w_q 0.002, not gentle); 1000-byte payloads. ` +
        (s.view === 'fig4'
          ? `The MulTCP and the reference TCP share the middle pair (${ms(rtts[0])} ms); ${s.bg} TCPs on the other pairs. `
          : `Every sender is a MulTCP(N). `) +
        `${runs}.`
      );
    }
    case 'util':
      return `A dumbbell of ${s.cap} Mbit/s, RTT ${s.rtt} ms, DropTail buffer ${s.buffer} packets (access links ${ACCESS_FACTOR * s.cap} Mbit/s; 1000-byte payloads); one MulTCP(N), or N TCPs, all over ${s.tcp}. ${runs}.`;
    case 'wpf':
      return (
        `The fairness view's network: each link a ${s.linkq === 'red' ? 'RED queue (limit one bandwidth-delay product at R, at least 20 packets; thresholds at 1/4 and 3/4 of it, as Fig. 3)' : 'DropTail queue of one bandwidth-delay product at R (at least 20 packets)'}; ` +
        `every flow a MulTCP(Nᵢ) over ${s.tcp} with the same RTT R = ${s.rtt} ms; rates in Mbit/s on the wire (1040-byte packets), acknowledged data only. ${runs}.`
      );
    case 'rwnd':
      return `One flow over ${s.tcp}, RTT ${s.rtt} ms, ${s.pkt}-byte payloads, random loss p = ${s.p} on a 100 Mbit/s link whose queue never overflows; the receive window rwnd packets is B_R = rwnd × ${s.pkt} bytes. ${runs}.`;
    default:
      return '';
  }
}
