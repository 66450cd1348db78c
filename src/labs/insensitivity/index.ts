import { lazy } from 'react';
import type { LabDefinition } from '../../app/labs';
import { SWEEP_SCHEMAS } from '../../sweep/codec';
import type { SweepSpec } from '../../sweep/spec';

// The page is loaded when the lab is opened: the schema (to read links) is all the shell needs first.
const InsensitivityLab = lazy(() =>
  import('./InsensitivityLab').then((m) => ({ default: m.InsensitivityLab })),
);
const InsensitivityCompare = lazy(() =>
  import('./InsensitivityCompare').then((m) => ({ default: m.InsensitivityCompare })),
);

export const insensitivityLab: LabDefinition<SweepSpec> = {
  id: 'insensitivity',
  title: 'Insensitivity',
  schema: SWEEP_SCHEMAS.insensitivity,
  Page: InsensitivityLab,
  ComparePage: InsensitivityCompare,
};
