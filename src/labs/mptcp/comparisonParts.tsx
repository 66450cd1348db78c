import type { ReactNode } from 'react';
import type { ComparisonRowView, Ordering } from './comparisonRows';

/** The comparison tables' small parts: order lines, paper and window cells, header groups. */
interface OrderProps {
  label: string;
  o: Ordering;
  testid: string;
  equalRtts: boolean;
}

export function OrderLine({ label, o, testid, equalRtts }: OrderProps) {
  if (o.text === '') return null;
  return (
    <p className="order" data-testid={testid}>
      <strong>{label}:</strong> {o.text}
      {o.complete && (
        <span className={o.matchesPaper && o.ties === 0 ? 'agrees' : 'differs'}>
          {!o.matchesPaper
            ? ' — not the paper’s order'
            : o.ties === 0
              ? ' — the paper’s order'
              : ` — no reversal of the paper’s order, but ${o.ties === 1 ? 'one tie' : `${o.ties} ties`} it does not resolve`}
          {!o.matchesPaper && !equalRtts && ', which assumes equal RTTs on a source’s routes'}
        </span>
      )}
    </p>
  );
}

export const Paper = ({ v }: { v: string }) => (
  <td className="num paper" data-testid="compare.paper">
    {v}
  </td>
);

export const Cell = ({
  v,
  testid,
  title,
}: {
  v: string | undefined;
  testid?: string;
  /** what the cell sums up, on hover (a statistic's per-seed values) */
  title?: string | null;
}) => (
  <td className="num window" data-testid={testid} title={title ?? undefined}>
    {v ?? ''}
  </td>
);

/** The two header rows of a group of columns: "fluid | window | paper" or "ours | paper". */
export function SubHeads({ windowed, paper = true }: { windowed: boolean; paper?: boolean }) {
  return (
    <>
      <th className="num">{windowed ? 'fluid' : 'ours'}</th>
      {windowed && <th className="num window">window</th>}
      {paper && <th className="num paper">paper (ns-2)</th>}
    </>
  );
}

export function Row({
  r,
  children,
  testid,
}: {
  r: ComparisonRowView;
  children: ReactNode;
  testid?: string;
}) {
  return (
    <tr
      className={r.current ? 'current' : undefined}
      data-testid={testid}
      data-share={testid ? (r.shareValue ?? undefined) : undefined}
      data-window-share={testid ? (r.window?.shareValue ?? undefined) : undefined}
    >
      {children}
    </tr>
  );
}
