import { expect, test } from './fixtures';

/**
 * The dev server (what `npm start` serves) with React's development checks on: every lab, a
 * compare pair and the odd cases open without a warning or an error on the console (the fixture
 * fails the test on any). The production build hides these warnings; the other specs use it.
 */
const network = {
  links: [{ id: 'a', c: 5, d: 10 }, { id: 'b', c: 20, d: 40 }, [8, 5]],
  sources: [
    { id: 'm', alg: 'coupled', routes: [['a'], ['b', 'l3']] },
    { alg: 'tcp', routes: [['b']], start: 2, stop: 8 },
    { alg: 'semicoupled', routes: [[1], [3]], n: 3 },
  ],
};
// one link per lab, the compare pair and the odd cases (a custom network, Linux's variant)
const LINKS: [string, string][] = [
  ['lab=aimd&n=2&compare=1&b.policy=beatdown', 'compare'],
  ['lab=sockets&sweep=n:1..6&sweep2=beta:0.3,0.8&reps=1&events=5000', 'chart.family'],
  ['lab=insensitivity&n=2&sweep=none&policies=all&reps=1&events=5000', 'compare.table'],
  [`lab=mptcp&net=custom&network=${encodeURIComponent(JSON.stringify(network))}`, 'compare.table'],
  ['lab=dumbbell&n=4&queue=red&t=60&warmup=10', 'chart.cwnd.canvas'],
  ['lab=buffer&sim=0&sweep=n:1..20', 'chart.buffer.frame'],
  ['lab=illinois&view=curves&variant=linux', 'lab.illinois'],
  ['lab=multcp&view=fairness', 'lab.multcp'],
  ['lab=trace&example=cubic4-pcap&twin=1', 'trace.twin.table'],
];

// Two rounds, each one page going from link to link (the dev server's modules are loaded once a
// page, not once a link), the two side by side.
const ROUNDS = [LINKS.filter((_, k) => k % 2 === 0), LINKS.filter((_, k) => k % 2 === 1)];

ROUNDS.forEach((links, r) => {
  test(`dev server, round ${r + 1}: ${links.map(([l]) => l.split('&')[0]).join(', ')}`, async ({
    page,
  }) => {
    for (const [link, testid] of links) {
      await test.step(link.slice(0, 70), async () => {
        await page.goto(`./?${link}`);
        await expect(page.getByTestId(testid).first()).toBeVisible({ timeout: 30_000 });
        await page.waitForTimeout(1000); // a few frames of the run, and the results that follow
        await expect(page.locator('body')).not.toContainText('NaN');
      });
    }
  });
});
