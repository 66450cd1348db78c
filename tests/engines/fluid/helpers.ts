import {
  compileNetwork,
  createAlgorithm,
  type Algorithm,
  type AlgorithmSpec,
  type CompiledNetwork,
  type Network,
} from '../../../src/engines/fluid';

/** Every algorithm, with parameters that exercise each branch of eq. (12). */
export const SPECS: AlgorithmSpec[] = [
  { name: 'tcp' },
  { name: 'ewtcp', a: 1 },
  { name: 'ewtcp', a: 0.25 },
  { name: 'coupled' },
  { name: 'semicoupled' },
  { name: 'max' },
  { name: 'balia' },
  { name: 'balia-window' },
  { name: 'generalized', beta: 0.5, n: 2, eta: 1 },
  { name: 'generalized', beta: 1, n: 1, eta: 0 },
  { name: 'generalized', beta: 0.3, n: 7, eta: 0.2 },
  { name: 'generalized', beta: 0, n: Infinity, eta: 0 },
];

export function algorithm(spec: AlgorithmSpec): Algorithm {
  const a = createAlgorithm(spec);
  if (typeof a === 'string') throw new Error(a);
  return a;
}

export const label = (s: AlgorithmSpec): string =>
  s.name === 'ewtcp'
    ? `ewtcp(a=${s.a})`
    : s.name === 'generalized'
      ? `generalized(${s.beta}, ${s.n}, ${s.eta})`
      : s.name;

export function compile(net: Network): CompiledNetwork {
  return compileNetwork(net);
}

/** Mbit/s of packets/s at 1000-byte packets. */
export const toMbps = (pkts: number): number => (pkts * 8000) / 1e6;

/** The root of a continuous f with f(lo), f(hi) of opposite signs, by bisection to 1e-13. */
export function bisect(f: (v: number) => number, lo: number, hi: number): number {
  let flo = f(lo);
  if (flo * f(hi) > 0) throw new Error('bisect: no sign change');
  for (let i = 0; i < 200 && hi - lo > 1e-13 * Math.max(1, Math.abs(hi)); i++) {
    const mid = (lo + hi) / 2;
    const fm = f(mid);
    if (fm * flo <= 0) hi = mid;
    else {
      lo = mid;
      flo = fm;
    }
  }
  return (lo + hi) / 2;
}
