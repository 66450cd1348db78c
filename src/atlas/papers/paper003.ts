import type { AtlasPaper } from '../types';

/** Paper 003: TCP-Illinois, its stochastic matrix model (Sec. 4) and its ns-2 runs (Sec. 6). */
export const PAPER_003: AtlasPaper = {
  id: '003',
  title:
    'TCP-Illinois: a loss- and delay-based congestion control algorithm for high-speed networks',
  authors: 'Liu, Başar, Srikant (Performance Evaluation 65, 2008)',
  items: [
    {
      id: 'fig1',
      label: 'Fig. 1',
      caption: 'α and β against the average queueing delay dₐ.',
      kind: 'model',
      links: [
        { lab: 'illinois', id: 'fig1' },
        { lab: 'illinois', id: 'fig1-linux' },
      ],
      paper:
        'α = α_max while dₐ ≤ d₁, then κ₁/(κ₂ + dₐ) down to α_min at d_m; β = β_min up to d₂, linear to β_max at d₃, then β_max (eqs. 2-4), with dᵢ = ηᵢ d_m. Standard setting (Sec. 6): α_max = 10, α_min = 0.1, β_min = ⅛, β_max = ½, η₁ = 0.01, η₂ = 0.1, η₃ = 0.8.',
      differs: null,
    },
    {
      id: 'fig2',
      label: 'Fig. 2',
      caption: 'Stochastic matrix model, N = 4, light congestion: M uniform on [1, N/2].',
      kind: 'model',
      links: [{ lab: 'illinois', id: 'smm-n4' }],
      paper:
        'Matlab runs of the chain (17)-(18): 50 simulations per case, RTTs and x[0] drawn at random, 1000 congestion events averaged. "The x̄ᵢ/xᵢ* ratio is very close to 1 for light congestion", i.e. almost equal windows (μ ≈ 0 in x̄ᵢ ∝ 1/T̂ᵢ^(1+μ), eq. 27), and Std(xᵢ)/x̄ᵢ is much smaller than 1.',
      differs: null,
    },
    {
      id: 'fig3',
      label: 'Fig. 3',
      caption: 'Stochastic matrix model, N = 4, medium congestion: M uniform on [1, N].',
      kind: 'model',
      links: [{ lab: 'illinois', id: 'smm-n4' }],
      paper:
        '"As the congestion becomes heavy, the range of this ratio becomes wider and thus the difference between Wᵢ’s becomes larger"; log xᵢ is linear in log Tᵢ with μ ∈ [0, 1] growing with the congestion.',
      differs: null,
    },
    {
      id: 'fig4',
      label: 'Fig. 4',
      caption: 'Stochastic matrix model, N = 4, heavy congestion: M uniform on [1, 2N].',
      kind: 'model',
      links: [{ lab: 'illinois', id: 'smm-n4' }],
      paper:
        'The heaviest of the three levels: x̄ᵢ/xᵢ* spreads widest and μ is largest. In the limit (M̂ ≫ N) the back-offs are synchronized and μ ≈ 1, x̄ᵢ ∝ 1/T̂ᵢ²: windows inversely proportional to the RTT.',
      differs: null,
    },
    {
      id: 'fig5',
      label: 'Fig. 5',
      caption: 'Stochastic matrix model, N = 10, light congestion: M uniform on [1, N/2].',
      kind: 'model',
      links: [{ lab: 'illinois', id: 'smm-n10' }],
      paper:
        'As Fig. 2 with ten users: x̄ᵢ/xᵢ* close to 1. The paper shows N = 4 and 10 only: "for other values of N, the results turn out to be similar".',
      differs: null,
    },
    {
      id: 'fig6',
      label: 'Fig. 6',
      caption: 'Stochastic matrix model, N = 10, medium congestion: M uniform on [1, N].',
      kind: 'model',
      links: [{ lab: 'illinois', id: 'smm-n10' }],
      paper: 'As Fig. 3 with ten users: the ratios spread wider than in light congestion.',
      differs: null,
    },
    {
      id: 'fig7',
      label: 'Fig. 7',
      caption: 'Stochastic matrix model, N = 10, heavy congestion: M uniform on [1, 2N].',
      kind: 'model',
      links: [{ lab: 'illinois', id: 'smm-n10' }],
      paper: 'As Fig. 4 with ten users: the widest spread of x̄ᵢ/xᵢ* and the largest μ.',
      differs: null,
    },
    {
      id: 'fig8',
      label: 'Fig. 8',
      caption:
        'One user’s window over time at 100 Mbit/s, 100 ms, B = 100: Reno and Illinois (top), HS-TCP (middle), BIC-TCP and C-TCP (bottom).',
      kind: 'simulation',
      links: [
        { lab: 'illinois', id: 'fig8' },
        { lab: 'illinois', id: 'fig9-all' },
        { lab: 'dumbbell', id: 'illinois-fig8-alone' },
        { lab: 'dumbbell', id: 'illinois-fig8-beta' },
        { lab: 'dumbbell', id: 'highspeed-bases' },
        { lab: 'dumbbell', id: 'illinois-fig8' },
        { lab: 'dumbbell', id: 'cubic-reno' },
      ],
      paper:
        'The runs "clearly demonstrate the concave nature of the curve of TCP-Illinois and show that TCP-Illinois achieves a larger average window size than TCP-Reno". HS-TCP times out frequently on Reno and NewReno bases and "only works well if SACK is used"; BIC-TCP’s curve is concave-convex and C-TCP’s is not concave either.',
      differs:
        'BIC-TCP and C-TCP run as ns-2 2.35’s Linux modules (cc=bic, cc=compound; the engine within 0.012 of ns-2’s utilization on nine setups, bench/packetNs2Linux.ts): the Figs. 8-9 link with them draws their curves and averages. HS-TCP over Reno and NewReno (the middle plot) is a Dumbbell link: it times out dozens of times and uses under half of the link, over SACK not once, as the paper says. The comparisons add CUBIC, which the paper does not test, and cubic-reno shows its concave-then-convex window on a 10 Mbit/s link. The illinois links draw the curves as the figure stacks them (Reno and Illinois, HS-TCP, BIC-TCP and C-TCP with CUBIC: the end of each algorithm’s first replication, three of Reno’s epochs) beside the averages over three replications; the Dumbbell links run them live with each module’s internals (Illinois alone, with β fixed, and beside Reno). Alone, Illinois refills after a loss at α ≈ 3.5 rather than α_max, since dₐ stays above d₁ = 0.01 d_m (the alone link’s claim measures it).',
    },
    {
      id: 'fig9',
      label: 'Fig. 9',
      caption:
        'Average goodput of one user (left) and of four users with equal RTTs of 100 ms (right), per algorithm.',
      kind: 'simulation',
      links: [
        { lab: 'illinois', id: 'fig8' },
        { lab: 'illinois', id: 'fig9-all' },
        { lab: 'dumbbell', id: 'illinois-fig8-beta' },
        { lab: 'dumbbell', id: 'illinois-fig9-four' },
      ],
      paper:
        'Left: "TCP-Illinois has the best network bandwidth utilization among these algorithms" (Reno, HS-TCP, Illinois with β = 0.5 and 0.125, BIC-TCP, C-TCP). Right: "in the multiple user case, TCP-Illinois is still the most efficient algorithm."',
      differs:
        'The left plot agrees for Reno, HS-TCP and Illinois (Illinois 95 %, Reno 78-81 %), not for BIC-TCP: it keeps the pipe fuller than Illinois, in the engine (0.967 against 0.959) and in ns-2 2.35’s Linux modules alike (0.969 against 0.941, the fig9-all claim holds the engine within 0.025 of each recorded ns-2 number); C-TCP sits near Reno in both. The paper does not define its β = 0.5 and β = 0.125 runs; read as β_min = β_max fixed, β = ⅛ fills the pipe (over 99 %) and β = ½ is the default Illinois packet for packet, since the queue is full at every loss and β = β_max each time (illinois-fig8-beta). The right plot (four users): Illinois and BIC-TCP within 2 points of each other above 97 %, the others 80-87 %, in the engine and in ns-2 2.35’s Linux modules alike (illinois-fig9-four holds each within 0.025 of ns-2); which of the two is first differs between the simulators (engine Illinois 0.994, BIC 0.982; ns-2 0.975 and 0.980), so "the most efficient" holds only up to that.',
    },
    {
      id: 'fig10',
      label: 'Fig. 10',
      caption: 'Illinois’s window over time at 10 Mbit/s, 60 ms, for buffers B = 10 … 50 packets.',
      kind: 'simulation',
      links: [
        { lab: 'illinois', id: 'fig10' },
        { lab: 'dumbbell', id: 'illinois-fig10' },
      ],
      paper:
        '"It is clear that as B increases, there is more time around full utilization and the average window size increases." Sec. 5 adds that Illinois gets a better average throughput than standard TCP for any buffer size.',
      differs:
        'The numbers agree (Illinois’s average window 1.10-1.16 times Reno’s, both growing with B: tests/labs/illinois/fig10.test.ts). The illinois link draws the figure as printed, the window over time one panel per B (the last 56 s of each buffer’s first replication, Illinois’s and Reno’s runs under the same seed; the curve’s time average is the run’s mean window within 0.5 %, tests/labs/illinois/windowTrace.test.ts), and the average window against B beside it. The Dumbbell link runs B = 30 beside a Reno flow rather than alone, where Illinois takes about twice Reno’s throughput (the question of Fig. 11).',
    },
    {
      id: 'fig11',
      label: 'Fig. 11',
      caption:
        'Left: average throughput of two Reno users and two users of another algorithm, equal RTTs. Right: average window of four users of one algorithm, RTTs 60, 80, 100, 120 ms.',
      kind: 'simulation',
      links: [
        { lab: 'illinois', id: 'fig11' },
        { lab: 'illinois', id: 'fig11-two' },
        { lab: 'illinois', id: 'fig12-13' },
        { lab: 'illinois', id: 'fig13-red' },
      ],
      paper:
        '100 Mbit/s, B = 100. "TCP-Illinois is more fair to the competing Reno user and large RTT users than HS-TCP, BIC-TCP and C-TCP"; Vegas users "get very small rates when competing with TCP-Reno". Sec. 4.6 expects W̄_Illinois/W̄_Reno ≈ √(α*/(2β_max)), "slightly larger" than 1.',
      differs:
        'Left: Illinois takes 85-89 % of the link from one Reno flow (88 % with two of each), far above "slightly larger", while HS-TCP takes the most (≈ 94 %), as the paper says. Why: on DropTail Illinois is cut at α ≈ α_min by β = ½, as Reno, but less than half as often, so the paper’s Assumption 2 (losses in proportion to the rate) fails; with RED it takes about half (tests/labs/illinois/friendlyMechanism.test.ts). Right: on DropTail the four flows lock out (one takes over half the link; tests/labs/illinois/rttfair.test.ts), and with RED Illinois is fairer to long RTTs than Reno (μ ≈ 0.3 against 0.7), as the paper says.',
    },
    {
      id: 'fig12',
      label: 'Fig. 12',
      caption:
        'Windows of four users with equal RTTs: 4 Illinois, 4 HS-TCP, then 2 Reno beside 2 Illinois, HS-TCP, BIC-TCP or C-TCP.',
      kind: 'simulation',
      links: [
        { lab: 'illinois', id: 'fig12-13' },
        { lab: 'illinois', id: 'fig11-two' },
      ],
      paper:
        '"TCP-Illinois is demonstrated to avoid synchronization effectively and to be compatible with TCP-Reno. Algorithms like HS-TCP are demonstrated to generate synchronization frequently and to be more unfair to TCP-Reno."',
      differs:
        'The links give throughputs (four Reno flows share evenly, Jain’s index 1.00; two Reno against two Illinois as in Fig. 11), not the window curves, which the views open in the Dumbbell lab; no claim measures synchronization. Illinois’s large share beside Reno is Fig. 11’s, explained there. BIC-TCP and C-TCP run in the view (cc=reno,bic), with no link checking them yet.',
    },
    {
      id: 'fig13',
      label: 'Fig. 13',
      caption:
        'Windows of four users of one algorithm with RTTs 60, 80, 100, 120 ms: Illinois, HS-TCP, BIC-TCP, C-TCP.',
      kind: 'simulation',
      links: [
        { lab: 'illinois', id: 'fig12-13' },
        { lab: 'illinois', id: 'fig13-red' },
      ],
      paper:
        '"TCP-Illinois and Reno are fair to large RTT users, while HS-TCP, BIC-TCP, C-TCP are not." Eq. (27) puts equal windows (μ = 0) where the back-offs are unsynchronized.',
      differs:
        'On DropTail one flow locks the others out (Reno: the 100 ms flow takes 73 %); the page measures who is dropped: the flow that locks the others out carries most of the throughput and takes far less than its share of the drops, and only then names the phase effects of Floyd and Jacobson (tests/labs/illinois/rttfair.test.ts checks the shares). With RED the shares fall with the RTT, Illinois’s slower (μ ≈ 0.3) than Reno’s (μ ≈ 0.7; the same test checks the gap): why Reno is less fair here than the paper finds is not explained yet. BIC-TCP and C-TCP run in the view (cc=bic,compound), with no link checking them yet.',
    },
    {
      id: 'fig14',
      label: 'Fig. 14',
      caption:
        'Lossy link, 40 Mbit/s, 100 ms, B = 200: average windows of Illinois and Reno against p_d (left), the windows over time at p_d = 0.005 (right).',
      kind: 'simulation',
      links: [
        { lab: 'illinois', id: 'fig14' },
        { lab: 'illinois', id: 'lossy-9' },
      ],
      paper:
        'η₁ = 0.2, p_d from 0.0005 to 0.05: "W_Illinois ≈ 4 W_Reno in most cases", where (31) gives √(α_max/(2β_min)) = √40 ≈ 6.32; "timeout is the reason that W_Illinois/W_Reno is around 4 instead 6". Sec. 5’s example: α_max = 9, β_min = ⅛ allow up to 6 W_Reno.',
      differs:
        'Here the ratio is 5-6.5 at small p_d, near (31), and timeouts pull it down only as p_d grows, to about 1 at 0.05; (31) is an approximation, not a bound: the random-loss model gives 6.72 (tests/labs/illinois/lossySim.test.ts). Why the paper’s runs time out enough to stay near 4 over most of the range is not explained yet.',
    },
    {
      id: 'fig15',
      label: 'Fig. 15',
      caption:
        'Average throughput against the RTT noise σ (noise uniform on [0, 2σ]), 10 Mbit/s, 60 ms, B = 50: Illinois, and Vegas with γ = 2, 5, 10.',
      kind: 'simulation',
      links: [
        { lab: 'illinois', id: 'fig15' },
        { lab: 'dumbbell', id: 'vegas-noise' },
        { lab: 'dumbbell', id: 'illinois-noise' },
      ],
      paper:
        '"TCP-Illinois is very robust to noise, while TCP-Vegas is not": past a threshold on σ, about dₐ* and so proportional to γ (eqs. 32-33), two noisy Vegas users leave the link under-utilized, and one noisy user among two gets a very unfair share.',
      differs:
        'Both noisy: as the paper (Vegas γ = 2 drops to about half the link at σ = 5 ms and below 50 % at 10 ms, past dₐ* = 3.3 ms; Illinois keeps 98 % at 20 ms). One noisy user: the lone noisy Illinois user gets less than a noisy Reno user would (1.7 against 2.6 Mbit/s at σ = 20 ms), not through its α and β (nearly its clean neighbour’s) but through the drops: it takes most of them for a small part of the traffic, as the view shows (tests/labs/illinois/noise.test.ts checks the order and the drop shares; the paper has no Reno to compare).',
    },
  ],
};
