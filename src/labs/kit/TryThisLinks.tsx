import { useMemo } from 'react';
import { decodeQuery, type ScenarioSchema } from '../../scenario/codec';
import type { TryThis } from './contract';

interface Props<S extends object> {
  schema: ScenarioSchema<S>;
  links: readonly TryThis[];
  load: (s: S) => void;
}

/**
 * A lab's "try this" list: real links (open in a new tab, share), loaded in place on a plain click
 * (the URL then changes as for any edit, with a history entry).
 */
export function TryThisLinks<S extends object>({ schema, links, load }: Props<S>) {
  const decoded = useMemo(
    () => links.map((t) => ({ t, scenario: decodeQuery(schema, t.query).scenario })),
    [schema, links],
  );
  return (
    <ul className="presets" data-testid="presets">
      {decoded.map(({ t, scenario }) => (
        <li key={t.id}>
          <a
            href={`?${t.query}`}
            data-testid={`preset.${t.id}`}
            onClick={(e) => {
              if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
              e.preventDefault();
              load(scenario);
            }}
          >
            {t.label}
          </a>
          <div className="muted">{t.what}</div>
        </li>
      ))}
    </ul>
  );
}
