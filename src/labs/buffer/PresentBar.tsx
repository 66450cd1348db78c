import { fieldOf } from '../../scenario/edit';
import { PresentControls, type PresentField } from '../kit/PresentControls';
import { BUFFER_SPEC_SCHEMA } from './sweep/definition';
import type { BufferSpec } from './sweep/spec';

const FIELDS: readonly PresentField<BufferSpec>[] = [
  { key: 'n', label: 'N' },
  { key: 'q', label: 'buffer Q' },
  { key: 'rtt', label: 'RTT, ms' },
];

/** Presentation mode's controls: N, the buffer and the RTT, each unless it is swept. */
export function PresentBar({
  spec,
  edit,
}: {
  spec: BufferSpec;
  edit: (changes: Partial<BufferSpec>) => void;
}) {
  const swept = (k: string) => spec.sweep?.param === k || spec.sweep2?.param === k;
  return (
    <PresentControls
      fields={FIELDS.filter((f) => !swept(f.key))}
      spec={spec}
      fieldOf={(k) => fieldOf(BUFFER_SPEC_SCHEMA, k)}
      edit={edit}
    />
  );
}
