/**
 * Command lines whose outputs are saved in outputs.json: the CLI must keep printing exactly these
 * bytes (stdout, stderr, exit code) through refactorings. Short runs, one thread, so that the
 * replay takes seconds. Re-record (npx tsx tests/cli/golden/record.ts) only for a deliberate
 * change of output, and say which in the commit.
 */
export const GOLDEN_CASES: string[][] = [
  ['lab=aimd&n=4&beta=0.5&policy=largest-rate&seed=7&events=20000'],
  ['lab=aimd&n=4&beta=0.5&policy=largest-rate&seed=7&events=20000', '--format', 'csv'],
  ['lab=aimd&n=2&policy=beatdown&events=300', '--format', 'csv', '--path'],
  [
    'lab=aimd&n=5&beta=0.3,0.4,0.5,0.6,0.7&rtt=1,1,2,2,3&policy=independent&p=0.3&seed=11&events=400',
    '--path',
  ],
  ['{"lab":"aimd","n":3,"events":5000,"seed":3,"policy":"synchronized"}'],
  ['lab=aimd&n=6&policy=rate-independent&sigma=0.2&events=3000&warmup=10', '--format', 'csv'],
  ['lab=sockets&events=3000&sweep=n:1..4&sweep2=beta:0.3,0.5&reps=2', '--workers', '1'],
  [
    'lab=sockets&events=3000&sweep=n:1..4&sweep2=beta:0.3,0.5&reps=2',
    '--workers',
    '1',
    '--format',
    'csv',
  ],
  ['lab=sockets&events=2000&sweep=n:1..5', '--workers', '1', '--format', 'csv', '--shard', '1/3'],
  ['lab=insensitivity&events=3000&reps=2&sweep=sigma:0.1..0.9/3', '--workers', '1'],
  [
    'lab=insensitivity&events=3000&reps=2&sweep=sigma:0.1..0.9/3',
    '--workers',
    '1',
    '--format',
    'csv',
  ],
  ['lab=insensitivity&n=2&events=3000&sweep=none&policies=all&reps=1', '--workers', '1'],
  ['lab=aimd&events=2000&sweep=n:1..3&policies=all', '--workers', '1', '--format', 'csv'],
  ['lab=mptcp&net=two-links&alg=balia'],
  ['lab=mptcp&net=responsiveness&alg=coupled', '--format', 'csv'],
  ['lab=mptcp&net=friendliness&alg=ewtcp&a=1&t=5', '--path'],
  ['lab=dumbbell&n=3&t=40&warmup=10'],
  ['lab=dumbbell&n=4&queue=red&buffer=30&t=40&warmup=10&tcp=newreno', '--format', 'csv'],
  ['lab=dumbbell&n=5&queue=threshold&t=30&warmup=10&tcp=reno&seed=3', '--format', 'csv'],
  ['lab=dumbbell&n=2&t=1.5&warmup=0.5', '--path', '--format', 'csv'],
  [
    'lab=dumbbell&t=30&warmup=10&sweep=n:1..3&sweep2=buffer:5,20&reps=2',
    '--workers',
    '1',
    '--format',
    'csv',
  ],
  ['lab=buffer&sim=0&q=bdp&sweep=n:1,2,4,8'],
  ['lab=buffer&bw=10&rtt=50&q=20&n=4&duration=40&warmup=10'],
  ['--help'],
  ['n=3&beta=1.5'],
  ['lab=nope'],
  ['lab=mptcp&alg=foo'],
  ['lab=sockets&sweep=q:1..3'],
  ['lab=aimd&n=3', '--format', 'xml'],
  ['lab=aimd&compare=1&b.n=4'],
  ['lab=dumbbell&n=2&rtt=1,2,3&queue=fifo'],
  ['lab=buffer&n=900&q=50'],
  ['--trace', 'tests/fixtures/traces/ss/epoch-cubic.txt', '--format', 'csv'],
  ['--trace', 'tests/fixtures/traces/iperf3/client-P2.json', '--format', 'csv'],
];
