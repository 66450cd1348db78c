import { useMemo } from 'react';
import type { Network } from '../../engines/fluid/network';
import type { PhaseEquilibrium } from './analysisView';
import { typesetPercent, typesetSig } from '../../format/numbers';
import { outOfRange } from '../kit/impossible';
import { linkLoads } from './groups';
import { PRICE_WHY } from './priceRange';
import type { NetworkLayout } from './networkLayout';

interface Props {
  net: Network;
  lay: NetworkLayout;
  /** the equilibrium of the sources present now (null until solved) */
  phase: PhaseEquilibrium | null;
}

/**
 * The network: sources (MP-TCP ones framed in the accent colour), links as pipes with capacity
 * and delay, and every route in the colour its line has in the charts (MP-TCP routes thick,
 * single-path ones thin). Copies of a source are drawn once ("mp ×5").
 */
export function NetworkPicture({ net, lay, phase }: Props) {
  const load = useMemo(() => (phase ? linkLoads(net, phase.x) : null), [net, phase]);
  return (
    <figure className="net-picture" data-testid="mptcp.picture">
      <svg
        viewBox={`0 0 ${lay.width} ${lay.height}`}
        role="img"
        aria-label={`Network: ${net.links.length} links, ${net.sources.length} sources`}
        style={{ maxHeight: Math.max(180, Math.min(lay.height * 1.25, 420)) }}
      >
        {lay.links.map((l) => (
          <g key={l.id} data-testid="mptcp.picture.link">
            <text x={l.x} y={l.y - 6} className="net-label">
              {l.label}
            </text>
            <rect
              x={l.x}
              y={l.y}
              width={l.w}
              height={l.h}
              rx={6}
              className="net-link"
              style={{ stroke: l.color }}
            />
            {phase && load && (
              <text x={l.x + l.w} y={l.y + l.h + 14} className="net-price" textAnchor="end">
                {outOfRange('probability', phase.p[l.index]) === null ? (
                  <tspan style={{ fill: l.color }}>
                    p* = {typesetPercent(phase.p[l.index], 3)}
                  </tspan>
                ) : (
                  // a price above 1 is no loss probability: the fluid model is outside its range
                  <tspan className="impossible" data-testid="impossible">
                    <title>{PRICE_WHY}</title>p* above 1: impossible
                  </tspan>
                )}
                {' · '}
                {typesetSig(load[l.index], 3)} of {net.links[l.index].capacityMbps} Mbit/s
              </text>
            )}
          </g>
        ))}
        {lay.routes.map((r, k) => (
          <path
            key={k}
            d={r.d}
            fill="none"
            stroke={r.color}
            strokeWidth={r.multipath ? 4 : 2}
            strokeLinecap="round"
            data-testid="mptcp.picture.route"
          >
            <title>{r.label}</title>
          </path>
        ))}
        {lay.routes.map((r, k) => (
          <circle key={k} cx={r.end[0]} cy={r.end[1]} r={3.5} fill={r.color} />
        ))}
        <line
          x1={lay.receiver.x + 8}
          x2={lay.receiver.x + 8}
          y1={lay.receiver.y1}
          y2={lay.receiver.y2}
          className="net-receiver"
        />
        <text
          x={lay.receiver.x + 20}
          y={(lay.receiver.y1 + lay.receiver.y2) / 2}
          className="net-label"
          transform={`rotate(90 ${lay.receiver.x + 20} ${(lay.receiver.y1 + lay.receiver.y2) / 2})`}
          textAnchor="middle"
        >
          receivers
        </text>
        {lay.sources.map((s, k) => (
          <g key={k} data-testid={s.multipath ? 'mptcp.picture.mp' : 'mptcp.picture.sp'}>
            <rect
              x={s.x}
              y={s.y}
              width={s.w}
              height={s.h}
              rx={8}
              className={s.multipath ? 'net-source mp' : 'net-source sp'}
            />
            <text x={s.x + 10} y={s.y + 18} className="net-name">
              {s.name}
            </text>
            <text x={s.x + 10} y={s.y + 34} className="net-detail">
              {s.detail}
            </text>
            {s.timing && (
              <text x={s.x + 10} y={s.y + 50} className="net-detail">
                {s.timing}
              </text>
            )}
          </g>
        ))}
      </svg>
      <figcaption className="muted">
        framed, thick: MP-TCP · dashed, thin: single-path TCP · colours as in the charts
        {phase && ' · p*: equilibrium loss probability of the sources present now'}
      </figcaption>
    </figure>
  );
}
