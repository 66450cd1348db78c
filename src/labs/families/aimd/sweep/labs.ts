import type { ScenarioSchema } from '../../../../scenario/codec';
import { sweepRefiner } from '../../../../sweep/refine';
import { policyAlias } from './aliases';
import { AIMD_SWEEPS } from './definition';
import { AIMD_SWEEP_BASE, SWEEP_FIELDS, type SweepSpec } from './spec';

/**
 * The labs that run sweeps of the AIMD model, each registered by the lab itself (its sweep.ts):
 * its id, its defaults, where it comes in the list. The family keeps no list of its users: the
 * codec, `sim --help` and the pages read this one.
 */
export interface AimdSweepLab {
  lab: string;
  defaults: SweepSpec;
  schema: ScenarioSchema<SweepSpec>;
  /** its place among the labs (the first is the fallback of a sweep without lab=) */
  order: number;
}

const LABS = new Map<string, AimdSweepLab>();

/** A lab's sweep: its own defaults over the AIMD model's; returns the lab's sweep schema. */
export function registerAimdSweepLab(
  lab: string,
  order: number,
  defaults: Partial<Omit<SweepSpec, 'lab'>> & Pick<SweepSpec, 'sweep' | 'policies'>,
): AimdSweepLab {
  const spec: SweepSpec = {
    ...AIMD_SWEEP_BASE,
    sweep2: null,
    reps: 5,
    detail: false,
    ...defaults,
    lab,
  };
  const entry: AimdSweepLab = {
    lab,
    order,
    defaults: spec,
    schema: {
      lab,
      version: 1,
      defaults: spec,
      fields: SWEEP_FIELDS,
      refine: sweepRefiner(() => AIMD_SWEEPS),
      aliases: policyAlias,
    },
  };
  LABS.set(lab, entry);
  return entry;
}

/** The labs with AIMD sweeps, in their order. */
export const aimdSweepLabs = (): AimdSweepLab[] =>
  [...LABS.values()].sort((a, b) => a.order - b.order);

/** A registered lab's sweep (a RangeError for any other). */
export function aimdSweepLab(lab: string): AimdSweepLab {
  const entry = LABS.get(lab);
  if (!entry) throw new RangeError(`${lab} does not run sweeps of the AIMD model`);
  return entry;
}
