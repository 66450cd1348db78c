/**
 * Links to the Dumbbell lab's traces behind the theory panel's sentences on why a packet view
 * comes out as it does; tests/labs/illinois/theoryMechanisms.test.ts holds each sentence to what
 * its traces show.
 */
const link = (cc: string, more: string) =>
  `lab=dumbbell&cc=${cc}&t=300&warmup=100&speed=max&${more}`;

/** Fig. 10's setup at its middle buffer (10 Mbit/s, 60 ms, B = 30), each algorithm alone. */
export const FIG10_TRACES = {
  illinois: link('illinois', 'n=1&cap=10&rtt=60&buffer=30'),
  reno: link('reno', 'n=1&cap=10&rtt=60&buffer=30'),
} as const;

/**
 * Fig. 15's setup at its largest σ (10 Mbit/s, 60 ms, B = 50): two users, only the first with
 * RTT noise of mean σ = 20 ms.
 */
export const FIG15_LONE_NOISY = {
  illinois: link('illinois', 'n=2&cap=10&rtt=60&buffer=50&noise=20,0'),
  reno: link('reno', 'n=2&cap=10&rtt=60&buffer=50&noise=20,0'),
} as const;
