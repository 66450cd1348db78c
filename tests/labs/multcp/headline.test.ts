import { describe, expect, it } from 'vitest';
import { enumeratePoints } from '../../../src/sweep/plan';
import { closedFormHeadline, packetFirst, packetHeadline } from '../../../src/labs/multcp/headline';
import { runnableSpec, seriesOf } from '../../../src/labs/multcp/packet/views';
import { MULTCP_DEFAULTS, type MultcpScenario } from '../../../src/labs/multcp/scenario';
import { runPoint } from '../../../src/labs/multcp/sweep/run';
import type { MultcpPointResult } from '../../../src/labs/multcp/sweep/results';
import { likeTheCli, linkScenario } from '../headlineChecks';

describe('the MulTCP lab’s headline, closed forms', () => {
  likeTheCli(
    'is on the page',
    [
      'lab=multcp',
      'lab=multcp&n=50&nmax=100',
      'lab=multcp&view=fairness&links=10,2&flows=a:1-2:4,b:1:1,c:2:1',
      'lab=multcp&view=rbuffer&rn=4&brmax=40',
    ],
    (query) => closedFormHeadline(linkScenario(query))!,
  );

  it('is by hand: Annex B’s gain (2/√3)√(N(N − ¼)), weights 1:2:3 sharing 12 Mbit/s', () => {
    const at = (q: string) => closedFormHeadline(linkScenario(q))!.figure!.value!;
    expect(at('lab=multcp&n=4')).toBeCloseTo((2 / Math.sqrt(3)) * Math.sqrt(4 * 3.75), 12);
    expect(at('lab=multcp&view=fairness')).toBeCloseTo(2, 9); // flow a, weight 1 of 6, of 12
  });
});

describe('the MulTCP lab’s headline, packet views', () => {
  likeTheCli(
    'is the same from its own point (run first)',
    [
      'lab=multcp&view=util&t=20&warmup=5&reps=2&sweep=n:1,2,3',
      'lab=multcp&view=wpf&links=10,2&flows=a:1-2:4,b:1:1,c:2:1&t=15&warmup=5&reps=2',
    ],
    (query) => {
      const s = linkScenario<MultcpScenario>(query);
      const points = enumeratePoints(runnableSpec(s, MULTCP_DEFAULTS), seriesOf(s));
      const byIndex: MultcpPointResult[] = [];
      for (const i of packetFirst(s)) byIndex[i] = runPoint(s, points[i]);
      return packetHeadline(s, byIndex);
    },
  );
});
