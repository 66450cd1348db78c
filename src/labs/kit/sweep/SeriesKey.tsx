import type { SeriesKeyItem } from './seriesKey';

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
