import type { Problem } from '../../scenario/problems';
import { labById } from '../../labs/registry';
import { oneLine, type Lecture, type Scene } from './lecture';

/**
 * The ready-made lectures, one per paper, built from the labs' "try this" links: a scene names
 * its lab and link by id, and takes the link's query (and, unless it says otherwise, its caption
 * as the note) from the lab's definition, so that a lecture follows when a link is retuned.
 */

interface SceneSpec {
  lab: string;
  /** the id of one of the lab's "try this" links */
  tryThis: string;
  /** what the scene shows */
  title: string;
  /** the line for the audience; the link's own caption when absent */
  note?: string;
}

interface LectureSpec {
  id: string;
  paper: string;
  topic: string;
  scenes: SceneSpec[];
}

const SPECS: LectureSpec[] = [
  {
    id: 'paper000',
    paper: '000',
    topic: 'parallel TCP sockets as AIMD flows',
    scenes: [
      {
        lab: 'aimd',
        tryThis: 'fig1',
        title: 'The model: three flows grow linearly, one is cut at each congestion time',
      },
      {
        lab: 'aimd',
        tryThis: 'hundred',
        title: 'Theorem 1 with 100 flows: utilization against 1 − 1/(1 + 3N)',
      },
      {
        lab: 'sockets',
        tryThis: 'fig2',
        title: 'Utilization against N: one cut per event climbs, synchronized cuts stay flat',
      },
      {
        lab: 'aimd',
        tryThis: 'synchronized',
        title: 'Synchronized losses, live: four flows do no better than one',
      },
      {
        lab: 'insensitivity',
        tryThis: 'fig3',
        title: 'Example 1 over σ: the two classes split, the aggregate stays on Theorem 1',
      },
      {
        lab: 'insensitivity',
        tryThis: 'compare-n2',
        title: 'Theorem 2: one scenario under six policies, its second moments',
      },
      {
        lab: 'aimd',
        tryThis: 'fig5',
        title: 'Beatdown: infinitely many cuts of one flow in finite time',
      },
      {
        lab: 'dumbbell',
        tryThis: 'fig8',
        title: 'Packets through a small DropTail buffer: the windows and their sum',
      },
      {
        lab: 'dumbbell',
        tryThis: 'fig12',
        title: 'The threshold-dropper: one flow signalled per congestion event',
      },
      {
        lab: 'dumbbell',
        tryThis: 'fig13',
        title: 'Which loss policy DropTail makes: P(signal | w) against the window',
      },
    ],
  },
  {
    id: 'paper001',
    paper: '001',
    topic: 'throughput of parallel TCP through a buffer',
    scenes: [
      {
        lab: 'buffer',
        tryThis: 'models',
        title: 'The models against N: Hacker, Wu/El-Ocla, Chan et al. and Theorem 1',
      },
      {
        lab: 'buffer',
        tryThis: 'hacker',
        title: "Hacker's bound with a loss rate that does not grow with N",
      },
      {
        lab: 'buffer',
        tryThis: 'fig4a',
        title: 'Fig. 4(a): a 50 KB buffer, the models beside the packet simulation',
      },
      {
        lab: 'buffer',
        tryThis: 'fig4b',
        title: 'Fig. 4(b): a buffer of one bandwidth-delay product',
      },
      {
        lab: 'buffer',
        tryThis: 'fig5',
        title: 'Fig. 5: four RTTs, each with a buffer of its own bandwidth-delay product',
      },
      {
        lab: 'dumbbell',
        tryThis: 'paper001',
        title: "Paper 001's setup packet by packet: utilization against N on the dumbbell",
      },
    ],
  },
  {
    id: 'paper002',
    paper: '002',
    topic: 'multipath TCP',
    scenes: [
      {
        lab: 'mptcp',
        tryThis: 'fig1',
        title: 'Fig. 1: two routes through one bottleneck against one TCP flow',
      },
      {
        lab: 'mptcp',
        tryThis: 'table3',
        title: 'Fig. 2 with equal RTTs: friendliness of every algorithm (Table III)',
      },
      {
        lab: 'mptcp',
        tryThis: 'fig3',
        title: 'Fig. 3: Max with unequal RTTs, 10 ms and 50 ms',
      },
      {
        lab: 'mptcp',
        tryThis: 'table4',
        title: 'Table IV: how fast Coupled refills a route after a TCP flow leaves',
      },
      {
        lab: 'mptcp',
        tryThis: 'table4-balia',
        title: 'Table IV with Balia: the same departure, a fast recovery',
      },
      {
        lab: 'mptcp',
        tryThis: 'fig4-window',
        title: 'Fig. 4 at window level: the MP-TCP windows beside the TCP window',
      },
      {
        lab: 'mptcp',
        tryThis: 'table3-window',
        title: 'Table III window by window, beside the fluid equilibrium and ns-2',
      },
      {
        lab: 'mptcp',
        tryThis: 'custom3',
        title: 'A network of your own: three links, one MP-TCP source, two TCP users',
      },
    ],
  },
  {
    id: 'paper003',
    paper: '003',
    topic: 'TCP-Illinois',
    scenes: [
      {
        lab: 'illinois',
        tryThis: 'fig1',
        title: 'Fig. 1: α and β (removed) against the queueing delay',
      },
      {
        lab: 'illinois',
        tryThis: 'fig1-linux',
        title: "The Linux kernel's α and β drawn over the paper's",
      },
      {
        lab: 'dumbbell',
        tryThis: 'illinois-fig10',
        title: 'TCP-Illinois next to Reno on one bottleneck: the concave window',
      },
      {
        lab: 'illinois',
        tryThis: 'fig10',
        title: "Fig. 10: one flow's average window against the buffer, Illinois and Reno",
      },
      {
        lab: 'illinois',
        tryThis: 'fig8',
        title: 'Fig. 8: one flow on a long-fat link, Illinois against CUBIC, HS-TCP and Reno',
      },
      {
        lab: 'illinois',
        tryThis: 'smm-n4',
        title: 'Figs. 2-4: the stochastic matrix model under light, medium and heavy congestion',
      },
      {
        lab: 'illinois',
        tryThis: 'smm-equal',
        title: 'Theorem 4.2: equal RTTs, equal means at every congestion level',
      },
      {
        lab: 'illinois',
        tryThis: 'fig12-13',
        title: 'Figs. 11-13: four users sharing a link, equal and unequal RTTs',
      },
      {
        lab: 'illinois',
        tryThis: 'lossy-9',
        title: "A lossy link: Illinois's window against Reno's, bounded by eq. (31)",
      },
      {
        lab: 'illinois',
        tryThis: 'fig15',
        title: 'Fig. 15: noisy RTTs, Illinois against Vegas',
      },
    ],
  },
  {
    id: 'paper004',
    paper: '004',
    topic: 'MulTCP and weighted proportional fairness',
    scenes: [
      {
        lab: 'multcp',
        tryThis: 'gain',
        title: "Annex B: MulTCP(N)'s throughput against N, and paper 000's view",
      },
      {
        lab: 'multcp',
        tryThis: 'slow-start',
        title: "MulTCP(10)'s slow start against ten TCPs",
      },
      {
        lab: 'multcp',
        tryThis: 'beta',
        title: 'MulTCP against N flows with a gentler decrease, β = 0.3',
      },
      {
        lab: 'multcp',
        tryThis: 'one-link',
        title: 'Weighted proportional fairness on one link, weights 1, 2, 3',
      },
      {
        lab: 'multcp',
        tryThis: 'fig6',
        title: 'Fig. 6: a further bottleneck charges the flow that pays N = 4',
      },
      {
        lab: 'multcp',
        tryThis: 'line-weighted',
        title: 'The line network: the long flow paying twice, three allocations',
      },
      {
        lab: 'multcp',
        tryThis: 'rbuffer',
        title: 'Fig. 2: throughput against the receive buffer, and its knee',
      },
      {
        lab: 'multcp',
        tryThis: 'fig4',
        title: 'Fig. 4: one MulTCP(N) against one TCP among 20, packet by packet',
      },
      {
        lab: 'multcp',
        tryThis: 'fig5',
        title: 'Fig. 5: fairness among 22 MulTCP(N)s with RTT-normalized throughput',
      },
      {
        lab: 'dumbbell',
        tryThis: 'multcp4',
        title: 'MulTCP(4) next to one Reno flow on the dumbbell, random losses',
      },
    ],
  },
];

const COUNTS = [
  'no',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
];
const inScenes = (n: number) => `in ${COUNTS[n] ?? n} scenes`;

function resolveScene(spec: SceneSpec, where: string, problems: Problem[]): Scene {
  const lab = labById(spec.lab);
  const link = lab?.tryThis.find((t) => t.id === spec.tryThis);
  if (!link)
    problems.push({
      param: where,
      reason: lab
        ? `the ${lab.title} lab has no "try this" link "${spec.tryThis}"`
        : `there is no lab "${spec.lab}"`,
      used: `lab=${spec.lab}`,
    });
  return {
    link: link?.query ?? `lab=${spec.lab}`,
    title: spec.title,
    note: oneLine(spec.note ?? link?.what ?? ''),
  };
}

export interface BuiltinLecture {
  /** the value of `lecture=` that opens it */
  id: string;
  paper: string;
  lecture: Lecture;
}

/** Links of the labs that a ready-made lecture names but no longer finds (a test keeps it empty). */
export const BUILTIN_PROBLEMS: Problem[] = [];

export const BUILTIN_LECTURES: readonly BuiltinLecture[] = SPECS.map((spec) => ({
  id: spec.id,
  paper: spec.paper,
  lecture: {
    title: `Paper ${spec.paper} ${inScenes(spec.scenes.length)}: ${spec.topic}`,
    scenes: spec.scenes.map((s, k) =>
      resolveScene(s, `lecture ${spec.id} scene ${k + 1}`, BUILTIN_PROBLEMS),
    ),
  },
}));
