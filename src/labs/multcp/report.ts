import { encodeQuery } from '../../scenario/codec';
import { flagImpossible } from '../kit/impossible';
import { CRITERIA, fairnessResult, type Criterion, type FairnessResult } from './fairness';
import { gainPoint, gainRows, maxGap } from './gain';
import { linkId } from './network';
import { bufferGrid, rbufferView, throughputAt } from './rbuffer';
import { MULTCP_SCHEMA, type MultcpScenario } from './scenario';
import { slowStartRounds } from '../../engines/models/multcp';

/**
 * What `npm run sim -- "lab=multcp&view=…"` prints as JSON, one shape per view. Every number comes
 * from the model code through the lab's view modules, so the page and the command line agree.
 */
const JSON_NAME: Record<Criterion, string> = {
  weighted: 'weightedProportional',
  proportional: 'proportional',
  maxMin: 'maxMin',
};

function gainReport(s: MultcpScenario) {
  const at = gainPoint(s);
  return {
    parameters: { n: s.n, nmax: s.nmax, beta: s.beta, p: s.p, rttMs: s.rtt, pktBytes: s.pkt },
    annexB: {
      n: s.n,
      gain: at.gain,
      throughputKBps: at.throughput / 1000,
      tcpThroughputKBps: at.tcpThroughput / 1000,
      meanWindow: at.meanWindow,
      peakWindow: at.peakWindow,
      keptFraction: at.keptFraction,
    },
    slowStart: {
      n: s.n,
      catchUpRtts: at.catchUpRtts,
      boostWindow: at.boostWindow,
      rounds: slowStartRounds(s.n),
    },
    paper000: { beta: s.beta, atN: at.row, maxGap: maxGap(s.beta) },
    rows: gainRows(s),
  };
}

function fairnessJson(r: FairnessResult) {
  const ids = (ls: readonly number[]) => ls.map(linkId);
  const byCriterion = <T>(f: (c: Criterion) => T) =>
    Object.fromEntries(CRITERIA.map((c) => [JSON_NAME[c], f(c)]));
  const proportionalChecks = (c: 'weighted' | 'proportional') => ({
    kkt: r[c].kkt,
    pricesUnique: r[c].pricesUnique,
    polished: r[c].polished,
  });
  return {
    links: r.net.links.map((l, k) => ({
      id: l.id,
      capacityMbps: l.capacityMbps,
      load: byCriterion((c) => r[c].loads[k]),
      price: { weightedProportional: r.weighted.prices[k], proportional: r.proportional.prices[k] },
    })),
    flows: r.net.flows.map((f, i) => ({
      id: f.id,
      links: ids(f.links),
      weight: f.weight ?? 1,
      rate: byCriterion((c) => r[c].rates[i]),
      bottlenecks: byCriterion((c) => ids(r.bottlenecks[c][i])),
    })),
    checks: {
      weightedProportional: proportionalChecks('weighted'),
      proportional: proportionalChecks('proportional'),
      maxMin: { levels: r.maxMin.levels },
    },
  };
}

function rbufferReport(s: MultcpScenario) {
  const v = rbufferView(s);
  const curve = (c: typeof v.tcp) => ({ n: c.n, lossLimitedKBps: c.lossLimited, kneeKB: c.knee });
  return {
    parameters: { rn: s.rn, p: s.p, rttMs: s.rtt, pktBytes: s.pkt, brmaxKB: s.brmax },
    tcp: curve(v.tcp),
    multcp: v.multcp ? curve(v.multcp) : null,
    curve: bufferGrid(v).map((b) => ({
      bufferKB: b,
      tcpKBps: throughputAt(b, v.tcp, s.rtt),
      ...(v.multcp ? { multcpKBps: throughputAt(b, v.multcp, s.rtt) } : {}),
    })),
  };
}

export function buildReport(s: MultcpScenario) {
  const head = { lab: 'multcp', view: s.view, query: encodeQuery(MULTCP_SCHEMA, s) };
  switch (s.view) {
    case 'gain':
      return flagImpossible({ ...head, ...gainReport(s) });
    case 'fairness':
      return flagImpossible({ ...head, ...fairnessJson(fairnessResult(s.links, s.flows)) });
    case 'rbuffer':
      return flagImpossible({ ...head, ...rbufferReport(s) });
  }
}
