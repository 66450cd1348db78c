import type { ReactNode } from 'react';
import { smallMultiplesStyle, type SeriesKeyItem } from './seriesKey';

/** A legend in HTML, shared by the panels of small multiples (whose own legends are off). */
export function SeriesKey({ items, testid }: { items: readonly SeriesKeyItem[]; testid: string }) {
  return (
    <ul className="series-key" data-testid={testid}>
      {items.map((item) => (
        <li key={item.label}>
          <svg width="26" height="10" aria-hidden="true">
            {item.dots ? (
              <circle cx="13" cy="5" r="4" style={{ fill: item.color }} />
            ) : (
              <line
                x1="1"
                x2="25"
                y1="5"
                y2="5"
                style={{
                  stroke: item.color,
                  strokeWidth: 2.5,
                  strokeDasharray: item.dashed ? '6 4' : undefined,
                }}
              />
            )}
          </svg>
          {item.label}
        </li>
      ))}
    </ul>
  );
}

/**
 * Panels of one figure (one per value of a second axis): a title, a subtitle and the key they
 * share above them (their own legends are off), the panels in rows filled evenly.
 */
export function SmallMultiples({
  title,
  subtitle,
  keyItems,
  testid,
  children,
}: {
  title: ReactNode;
  subtitle: ReactNode;
  keyItems: readonly SeriesKeyItem[];
  /** the section's; the key gets `<testid>.key` */
  testid: string;
  children: ReactNode[];
}) {
  return (
    <section className="family" data-testid={testid}>
      <div className="family-head">
        <strong>{title}</strong>
        <span className="muted">{subtitle}</span>
        <SeriesKey items={keyItems} testid={`${testid}.key`} />
      </div>
      <div className="small-multiples" style={smallMultiplesStyle(children.length)}>
        {children}
      </div>
    </section>
  );
}
