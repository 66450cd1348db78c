import { flowColor } from './colors';
import { queueBar, type PictureLayout } from './pictureLayout';
import type { DumbbellScenario } from '../families/packet/scenario';
import { queueText } from './stepCaption';

interface Props {
  scenario: DumbbellScenario;
  lay: PictureLayout;
  /** packets at the bottleneck now */
  queue: number;
  /** flows drawn in the charts (their hosts wear the charts' colours) */
  drawn: number;
}

const R = 16;

/**
 * The dumbbell: senders, access links, the first router with the bottleneck's queue as a bar that
 * fills live (slots of one packet when the buffer is small), the bottleneck link, the second
 * router, receivers; every link with its capacity and delay.
 */
export function DumbbellPicture({ scenario, lay, queue, drawn }: Props) {
  const { fraction, full } = queueBar(lay, queue, scenario);
  const { bar, midY, hostW, senderW, hostH } = lay;
  const top = midY - bar.h / 2;
  const hostColor = (f: number | null) =>
    f !== null && f < drawn ? flowColor(f) : 'var(--chart-muted, #6b7280)';
  const host = (x: number, prefix: string, h: (typeof lay.hosts)[number], w: number) => {
    const color = hostColor(h.flow);
    const cc = prefix === 'S' && h.cc !== null ? ` · ${h.cc}` : '';
    return (
      <>
        <rect
          x={x}
          y={h.y}
          width={w}
          height={hostH}
          rx={6}
          className="db-host"
          style={{ stroke: color }}
        />
        <text
          x={x + w / 2}
          y={h.y + hostH / 2 + 5}
          className="db-host-label"
          textAnchor="middle"
          style={{ fill: color }}
          data-testid={prefix === 'S' ? 'dumbbell.picture.sender' : undefined}
        >
          {prefix}
          {h.label}
          {cc}
        </text>
      </>
    );
  };
  return (
    <figure className="db-picture" data-testid="dumbbell.picture">
      <svg
        viewBox={`0 0 ${lay.width} ${lay.height}`}
        role="img"
        aria-label={`Dumbbell: ${lay.labels.senders}, ${lay.labels.bottleneck}, ${lay.labels.queue}`}
      >
        <text x={lay.senderX} y={18} className="db-label strong">
          {lay.labels.senders}
        </text>
        <text x={lay.width / 2} y={18} className="db-label" textAnchor="middle">
          {lay.labels.path}
        </text>
        <text x={lay.receiverX + hostW} y={18} className="db-label strong" textAnchor="end">
          {lay.labels.receivers}
        </text>
        {lay.hosts.map((h, k) => {
          const cy = h.y + hostH / 2;
          return h.label === null ? (
            <g key={k}>
              <text
                x={lay.senderX + senderW / 2}
                y={cy + 6}
                className="db-dots"
                textAnchor="middle"
              >
                ⋮
              </text>
              <text
                x={lay.receiverX + hostW / 2}
                y={cy + 6}
                className="db-dots"
                textAnchor="middle"
              >
                ⋮
              </text>
            </g>
          ) : (
            <g key={k} data-testid="dumbbell.picture.host">
              <line
                x1={lay.senderX + senderW}
                y1={cy}
                x2={lay.r0 - R}
                y2={midY}
                className="db-access"
              />
              <line x1={lay.r1 + R} y1={midY} x2={lay.receiverX} y2={cy} className="db-access" />
              {host(lay.senderX, 'S', h, senderW)}
              {host(lay.receiverX, 'R', h, hostW)}
            </g>
          );
        })}
        <text
          x={(lay.senderX + senderW + lay.r0) / 2 + 8}
          y={lay.height - 8}
          className="db-label halo"
          textAnchor="middle"
        >
          {lay.labels.access}
        </text>
        <line x1={bar.x + bar.w} y1={midY} x2={lay.r1 - R} y2={midY} className="db-bottleneck" />
        <text
          x={(bar.x + bar.w + lay.r1) / 2}
          y={midY - 12}
          className="db-label strong"
          textAnchor="middle"
        >
          {lay.labels.bottleneck}
        </text>
        <circle cx={lay.r0} cy={midY} r={R} className="db-router" />
        <circle cx={lay.r1} cy={midY} r={R} className="db-router" />
        <g data-testid="dumbbell.picture.queue">
          <text x={bar.x} y={top - 8} className="db-label">
            {lay.labels.queue}
          </text>
          <rect x={bar.x} y={top} width={bar.w} height={bar.h} className="db-bar" />
          {/* packets leave at the right end, into the bottleneck: the bar fills from there */}
          <rect
            x={bar.x + bar.w * (1 - fraction)}
            y={top}
            width={bar.w * fraction}
            height={bar.h}
            className={full ? 'db-fill full' : 'db-fill'}
            data-testid="dumbbell.picture.fill"
          />
          {Array.from({ length: Math.max(0, lay.slots - 1) }, (_, k) => {
            const x = bar.x + (bar.w * (k + 1)) / lay.slots;
            return <line key={k} x1={x} x2={x} y1={top} y2={top + bar.h} className="db-slot" />;
          })}
          {lay.marks.map((m) => {
            const x = bar.x + bar.w * (1 - m.at);
            return (
              <g key={m.label}>
                <line x1={x} x2={x} y1={top - 3} y2={top + bar.h + 3} className="db-mark" />
                <text x={x} y={top + bar.h + 15} className="db-small" textAnchor="middle">
                  {m.label}
                </text>
              </g>
            );
          })}
          <text
            x={bar.x}
            y={top + bar.h + (lay.marks.length ? 32 : 20)}
            className="db-label strong"
            data-testid="dumbbell.picture.queue.text"
          >
            queue {queueText(scenario, queue)}
          </text>
        </g>
      </svg>
    </figure>
  );
}
