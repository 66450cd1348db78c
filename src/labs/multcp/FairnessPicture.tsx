import type { FairnessResult } from './fairness';
import { sig } from '../../format/numbers';
import { pictureLayout } from './pictureLayout';

/**
 * The network as a link-by-flow grid: links are columns (capacity above, the weighted allocation's
 * price below, framed when saturated), flows are rows with their route drawn over their links and
 * their weighted proportional rate at the right.
 */
export function FairnessPicture({ result }: { result: FairnessResult }) {
  const lay = pictureLayout(result.net);
  const w = result.weighted;
  return (
    <figure className="multcp-picture" data-testid="multcp.picture">
      <svg
        viewBox={`0 0 ${lay.width} ${lay.height}`}
        role="img"
        aria-label={`Network: ${result.net.links.length} links, ${result.net.flows.length} flows`}
        style={{ maxHeight: Math.max(140, Math.min(lay.height * 1.4, 460)) }}
      >
        {lay.columns.map((c, l) => (
          <g key={c.id} data-testid="multcp.picture.link">
            <rect
              x={c.x}
              y={lay.top - 6}
              width={c.w}
              height={lay.bottom - lay.top + 12}
              rx={6}
              className={w.active[l] ? 'pic-link saturated' : 'pic-link'}
            />
            <text x={c.x + c.w / 2} y={16} className="pic-name" textAnchor="middle">
              {c.id}
            </text>
            <text x={c.x + c.w / 2} y={32} className="pic-detail" textAnchor="middle">
              {c.capacity}
            </text>
            <text x={c.x + c.w / 2} y={lay.bottom + 20} className="pic-detail" textAnchor="middle">
              p = {sig(w.prices[l], 3)}
            </text>
          </g>
        ))}
        {lay.rows.map((r, i) => (
          <g key={r.id} data-testid="multcp.picture.flow">
            <text x={4} y={r.y + 5} className="pic-name" style={{ fill: r.color }}>
              {r.label}
            </text>
            <line
              x1={r.span[0]}
              x2={r.span[1]}
              y1={r.y}
              y2={r.y}
              stroke={r.color}
              strokeWidth={2}
              strokeDasharray="3 4"
            />
            {r.bars.map((b, k) => (
              <rect
                key={k}
                x={b.x + 4}
                y={r.y - 5}
                width={b.w - 8}
                height={10}
                rx={5}
                fill={r.color}
              />
            ))}
            <text x={lay.width - 4} y={r.y + 5} className="pic-detail" textAnchor="end">
              {sig(w.rates[i], 3)} Mbit/s
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="muted">
        Rows: flows over the links of their route · columns: links (framed: saturated under the
        weighted allocation, with its price p) · right: the weighted proportional rate
      </figcaption>
    </figure>
  );
}
