import type { Decoded } from '../../scenario/codec';
import { editScenario, editSource as sourceOf, fieldOf } from '../../scenario/edit';
import type { Field } from '../../scenario/fields';
import { DUMBBELL_SPEC_SCHEMA } from './sweep/definition';
import type { DumbbellSpec } from './sweep/spec';

/** Edits from the lab's controls, through the same schema as a URL (see scenario/edit.ts). */
export type SpecKey = keyof DumbbellSpec & string;

export const specField = (key: SpecKey): Field<DumbbellSpec> => fieldOf(DUMBBELL_SPEC_SCHEMA, key);

/**
 * The scenario with `changes`, decoded again so that the cross-field rules apply as to a link. The
 * file is written from the changed scenario: another queue (or congestion control) then starts
 * from its own parameters, and the old one's are left out rather than reported as ignored.
 */
export const editSpec = (
  spec: DumbbellSpec,
  changes: Partial<DumbbellSpec>,
): Decoded<DumbbellSpec> => editScenario(DUMBBELL_SPEC_SCHEMA, { ...spec, ...changes }, changes);

/** The parameter names of the changed fields, for the notice's source ("the buffer field"). */
export const editSource = (changes: Partial<DumbbellSpec>): string =>
  sourceOf(DUMBBELL_SPEC_SCHEMA, changes);
