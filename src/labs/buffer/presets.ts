import { decodeQuery, encodeQuery } from '../../scenario/codec';
import type { TryThis } from '../kit/contract';
import { BUFFER_SPEC_SCHEMA } from './sweep/definition';

const entry = (id: string, label: string, what: string, query: string): TryThis => {
  const { scenario, problems } = decodeQuery(BUFFER_SPEC_SCHEMA, query);
  if (problems.length > 0) throw new Error(`preset ${id}: ${problems[0].reason}`);
  return { id, label, what, query: encodeQuery(BUFFER_SPEC_SCHEMA, scenario) };
};

/** "Try this": paper 001's figures, each one URL. */
export const BUFFER_PRESETS: readonly TryThis[] = [
  entry(
    'fig4a',
    'Fig. 4(a): 45 Mbit/s, 100 ms, Q = 50 KB',
    'a buffer much smaller than the bandwidth-delay product: the link idles after each loss; Chan et al. follows the simulation within a few per cent, Theorem 1 (no buffer) overshoots.',
    'lab=buffer&q=50&sweep=n:1,2,4,8,16,32,50',
  ),
  entry(
    'fig4b',
    'Fig. 4(b): the same with Q = BDP',
    'a buffer of one bandwidth-delay product keeps the link busy whatever N: every model and the simulation near 100 %.',
    'lab=buffer&q=bdp&sweep=n:1,2,4,8,16,32,50',
  ),
  entry(
    'fig5',
    'Fig. 5: RTT 30, 50, 80, 100 ms, Q = BDP',
    'one panel per RTT, each with a buffer of its own bandwidth-delay product.',
    'lab=buffer&q=bdp&sweep=n:1,2,4,8,16,32,50&sweep2=rtt:30,50,80,100',
  ),
  entry(
    'models',
    'The models alone, N = 1 … 50',
    'no simulation (sim=0): the curves at once, to read off the N a transfer needs.',
    'lab=buffer&q=50&sim=0&sweep=n:1..50',
  ),
  entry(
    'hacker',
    "Hacker's bound at p = 10⁻⁴",
    "a loss rate that does not grow with N makes N connections N times one: Hacker's bound overshoots the link once N passes a few.",
    'lab=buffer&q=50&loss=0.0001&sweep=n:1,2,4,8,16,32,50',
  ),
];
