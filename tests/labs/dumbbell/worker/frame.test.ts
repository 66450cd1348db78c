import { describe, expect, it } from 'vitest';
import { Traces } from '../../../../src/engines/packet/measure/traces';
import { traceFrame, type CarriedDrops } from '../../../../src/labs/dumbbell/worker/frame';

describe('traceFrame’s drops', () => {
  it('carries drops drained without a sample to the next frame that has one, every flow’s', () => {
    const traces = new Traces(3, 16);
    const carried: CarriedDrops = { t: [], flow: [] };
    traces.recordDrop(0.5, 2); // flow 2 is not drawn: its drops travel all the same
    expect(traceFrame(traces.drain(), Int32Array.of(0), carried)).toBeNull();
    traces.recordDrop(0.7, 0);
    traces.record(0.8, Float64Array.of(1, 2, 3), 0);
    const f = traceFrame(traces.drain(), Int32Array.of(0), carried)!;
    expect(Array.from(f.dropT)).toEqual([0.5, 0.7]);
    expect(Array.from(f.dropFlow)).toEqual([2, 0]);
    expect(carried.t).toEqual([]); // handed over once
    traces.record(0.9, Float64Array.of(1, 2, 3), 0);
    expect(traceFrame(traces.drain(), Int32Array.of(0), carried)!.dropT.length).toBe(0);
  });
});
