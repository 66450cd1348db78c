import { describe, expect, it } from 'vitest';
import { stepCaption } from '../../../src/labs/dumbbell/stepCaption';
import type { CongestionStep, PacketStep } from '../../../src/labs/dumbbell/worker/protocol';
import { makeRunner, scenario } from './worker/helpers';

const packet = (over: Partial<PacketStep>): PacketStep => ({
  kind: 'packet',
  time: 1.5,
  event: 'ack',
  flow: 2,
  seq: 40,
  dupAcks: 0,
  cwndBefore: 10,
  cwndAfter: 10.1,
  sent: 1,
  fastRetransmit: false,
  timeout: false,
  dropped: null,
  queue: 7,
  ...over,
});

describe('step captions', () => {
  const s = scenario({ n: 10 });
  it('say what a packet event did, to which flow, and the queue', () => {
    expect(stepCaption(s, packet({}))).toBe(
      't = 1.500000 s: the ACK of packet 40 reaches flow 3: cwnd 10 → 10.10 (congestion avoidance, +1/cwnd per ACK); it sends 1 packet. Queue: 7 / 20 packets.',
    );
    expect(stepCaption(s, packet({ cwndBefore: 4, cwndAfter: 5, sent: 2 }))).toContain(
      'cwnd 4 → 5 (slow start, +1 per ACK); it sends 2 packets',
    );
    expect(stepCaption(scenario({ n: 10, cc: ['bic'] }), packet({}))).toContain(
      '(BIC-TCP: a step of the binary search toward W_max, or of the probe beyond it)',
    );
    const ctcp = scenario({ n: 10, cc: ['compound'] });
    expect(stepCaption(ctcp, packet({ cwndAfter: 9 }))).toContain(
      'cwnd 10 → 9 (Compound TCP: diff was above γ, the delay window shrinks without a loss)',
    );
    expect(
      stepCaption(s, packet({ event: 'arrival', seq: 101, dropped: 'queue', queue: 20 })),
    ).toBe(
      't = 1.500000 s: packet 101 of flow 3 reaches the bottleneck and is dropped: the queue is full. Queue: 20 / 20 packets.',
    );
    expect(stepCaption(s, packet({ fastRetransmit: true, cwndAfter: 5 }))).toContain(
      'the third duplicate ACK reaches flow 3: fast retransmit, cwnd 10 → 5',
    );
    expect(stepCaption(s, packet({ dupAcks: 2, cwndAfter: 10, sent: 0 }))).toContain(
      'duplicate ACK #2 reaches flow 3 (packet 41 is missing)',
    );
    expect(
      stepCaption(scenario({ queue: 'threshold', th: 3 }), packet({ event: 'start', queue: 1 })),
    ).toBe(
      't = 1.500000 s: flow 3 starts and sends its SYN (cwnd 10.10). Queue: 1 packet (Th = 3).',
    );
  });

  it('say which flows a congestion event hit, and whether ONE held', () => {
    const step: CongestionStep = {
      kind: 'congestion',
      found: true,
      time: 12.3456,
      end: 12.3696,
      gap: 0.12,
      drops: 3,
      lossDrops: 0,
      flowCount: 2,
      flows: [
        { flow: 0, drops: 2, cwndBefore: 16, cwndAfter: 8 },
        { flow: 4, drops: 1, cwndBefore: 12, cwndAfter: 6 },
      ],
      queue: 20,
    };
    expect(stepCaption(s, step)).toBe(
      'Congestion event at t = 12.346 s: 2 of 10 flows lost packets. 3 drops within 24 ms; the queue held 20 / 20 packets at the first drop. Flow 1: 2 drops, cwnd 16 at the drop, 8 now; flow 5: 1 drop, cwnd 12 at the drop, 6 now.',
    );
    expect(stepCaption(s, { ...step, flowCount: 1, flows: step.flows.slice(0, 1) })).toContain(
      'one flow lost packets: assumption ONE holds for this event',
    );
    expect(stepCaption(s, { ...step, found: false, time: 33 })).toBe(
      'No packet was dropped up to t = 33.000 s. Press → again to look further.',
    );
  });

  it('captions every kind of step of a real run without a NaN', () => {
    const { runner } = makeRunner(scenario({ warmup: 1, t: 30 }), { paused: true });
    for (let k = 0; k < 300; k++)
      expect(stepCaption(scenario(), runner.stepPacket()!)).not.toMatch(/NaN|undefined/);
    for (let k = 0; k < 5; k++)
      expect(stepCaption(scenario(), runner.stepCongestion()!)).not.toMatch(/NaN|undefined/);
  });
});
