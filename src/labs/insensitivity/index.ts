import type { LabDefinition } from '../../app/labs';
import { SWEEP_SCHEMAS } from '../../sweep/codec';
import type { SweepSpec } from '../../sweep/spec';
import { InsensitivityCompare } from './InsensitivityCompare';
import { InsensitivityLab } from './InsensitivityLab';

export const insensitivityLab: LabDefinition<SweepSpec> = {
  id: 'insensitivity',
  title: 'Insensitivity',
  schema: SWEEP_SCHEMAS.insensitivity,
  Page: InsensitivityLab,
  ComparePage: InsensitivityCompare,
};
