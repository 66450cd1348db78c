/**
 * Fig. 8's setup alone in the Dumbbell lab: one Illinois flow, 100 Mbit/s, 100 ms, B = 100, behind
 * the theory panel's sentence on how fast Illinois refills the pipe
 * (tests/labs/illinois/friendlyMechanism.test.ts).
 */
export const FIG8_TRACES =
  'lab=dumbbell&n=1&cc=illinois&cap=100&rtt=100&buffer=100&t=350&warmup=100&speed=max';

/**
 * The links behind the friendly view's explanation (tests/labs/illinois/friendlyMechanism.test.ts
 * holds the sentence to what they show): the same setup in the Dumbbell lab, where the windows,
 * α, β and the queue are drawn, and the view with RED.
 */
export const FRIENDLY_MECHANISM = {
  traces: 'lab=dumbbell&n=2&cc=illinois,reno&cap=100&rtt=100&buffer=100&t=300&warmup=100&speed=max',
  red: 'lab=illinois&view=friendly&cc=illinois&queue=red&reps=2',
} as const;
