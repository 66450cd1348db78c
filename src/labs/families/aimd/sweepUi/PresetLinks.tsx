import { useMemo } from 'react';
import { decodeSweep, encodeSweepQuery } from '../sweep/codec';
import type { SweepSpec } from '../sweep/spec';
import type { Claim } from '../../../kit/claim';

/** A "try this" link: a sweep URL of the lab, with what to look for. */
export interface SweepPreset {
  id: string;
  label: string;
  what: string;
  /** the sweep's query, as it would be typed */
  query: string;
  /** what `what` promises, checked on the engine (tests/labs/<lab>/tryThis.test.ts) */
  claim?: Claim;
}

/** The preset's sweep, decoded as a link would be. */
export function presetSpec(p: SweepPreset): SweepSpec {
  return decodeSweep(p.query).scenario;
}

interface Props {
  lab: string;
  presets: readonly SweepPreset[];
  load: (s: SweepSpec) => void;
}

/** The lab's "try this" list: real links (open in a new tab, share), loaded in place on click. */
export function PresetLinks({ lab, presets, load }: Props) {
  // Decoded once per list, not at every render of the theory panel.
  const links = useMemo(
    () =>
      presets.map((p) => {
        const spec = presetSpec(p);
        return { p, spec, href: `?${encodeSweepQuery(spec)}` };
      }),
    [presets],
  );
  return (
    <ul className="presets" data-testid="presets">
      {links.map(({ p, spec, href }) => {
        const sameLab = spec.lab === lab;
        return (
          <li key={p.id}>
            <a
              href={href}
              data-testid={`preset.${p.id}`}
              onClick={(e) => {
                if (!sameLab || e.ctrlKey || e.metaKey || e.shiftKey) return;
                e.preventDefault();
                load(spec);
              }}
            >
              {p.label}
            </a>
            <div className="muted">{p.what}</div>
          </li>
        );
      })}
    </ul>
  );
}
