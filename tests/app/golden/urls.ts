/**
 * Links whose reading is saved in urls.json: the lab they open, the canonical query the page writes
 * back, the scenario file it exports and the problems it lists. Re-record
 * (npx tsx tests/app/golden/record.ts) only for a deliberate change, and say which in the commit.
 */
export const GOLDEN_URLS: string[] = [
  '',
  '?lab=aimd',
  '?lab=aimd&n=4&beta=0.5&policy=largest-rate&seed=7',
  '?lab=aimd&n=5&beta=0.3,0.4,0.5,0.6,0.7&rtt=1,1,2,2,3&policy=independent&p=0.3',
  '?lab=aimd&n=3&beta=1.5&eta=1&rtt=2&foo=bar&policy=nope',
  '?lab=aimd&n=2&policy=beatdown&compare=1&b.policy=largest-rate',
  '?lab=aimd&n=4&weights=1,2,3,4&sigma=0.3',
  '?lab=sockets',
  '?lab=sockets&sweep=n:1..40&sweep2=beta:0.3,0.5,0.8&reps=3&policies=all',
  '?lab=sockets&policy=largest-rate&sweep=n:1..3',
  '?lab=sockets&compare=1&b.beta=0.8',
  '?lab=insensitivity',
  '?lab=insensitivity&sigma=0.3',
  '?lab=insensitivity&n=2&sweep=none&policies=all',
  '?lab=insensitivity&compare=1&b.n=10&b.sigma=0.5',
  '?lab=mptcp',
  '?lab=mptcp&net=two-links&alg=balia',
  '?lab=mptcp&net=responsiveness&alg=coupled&t=120',
  '?lab=mptcp&net=custom&network=%7B%22links%22%3A5%7D',
  '?lab=mptcp&alg=generalized&gbeta=0.3&gn=inf&geta=0.4',
  '?lab=mptcp&compare=1&b.alg=max',
  '?lab=nope&n=3',
  '?embed=1&present=1&theme=dark&lab=aimd&n=7',
];
