import { describe, expect, it } from 'vitest';
import { bufferHeadline } from '../../../src/labs/buffer/headline';
import type { BufferSpec } from '../../../src/labs/buffer/sweep/spec';
import { likeTheCli, linkScenario } from '../headlineChecks';

describe('the Buffer-aware models lab’s headline', () => {
  likeTheCli(
    'is Chan et al.’s model at the link’s point',
    [
      'lab=buffer&sim=0',
      'lab=buffer&sim=0&q=bdp&sweep=n:1,2,4,8',
      'lab=buffer&sim=0&n=5&sweep=n:1,2,4,8,16&sweep2=rtt:30,50',
      'lab=buffer&bw=10&rtt=50&q=20&n=4&duration=40&warmup=10',
    ],
    (query) => bufferHeadline(linkScenario<BufferSpec>(query)),
  );

  it('stands at the link’s own N when it is swept (n = 5 among 1, 2, 4, 8, 16: N = 4)', () => {
    const at = (q: string) => bufferHeadline(linkScenario<BufferSpec>(q)).figure!.value;
    expect(at('lab=buffer&sim=0&n=5&sweep=n:1,2,4,8,16')).toBe(at('lab=buffer&sim=0&n=4'));
  });
});
