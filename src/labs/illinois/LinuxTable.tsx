import { LINUX_DIFFERENCES } from '../../engines/models/illinois';

/** Where tcp_illinois.c departs from the paper, row by row (linuxDifferences.ts). */
export function LinuxTable({ open }: { open: boolean }) {
  return (
    <details className="panel illinois-linux" open={open} data-testid="illinois.linux">
      <summary>
        Where Linux's tcp_illinois.c differs from the paper ({LINUX_DIFFERENCES.length} points)
      </summary>
      <div className="table-scroll">
        <table className="illinois-table">
          <thead>
            <tr>
              <th>what</th>
              <th>paper</th>
              <th>Linux</th>
              <th>what it does</th>
            </tr>
          </thead>
          <tbody>
            {LINUX_DIFFERENCES.map((d) => (
              <tr key={d.name} data-testid="illinois.linux.row">
                <td>{d.name}</td>
                <td>{d.paper}</td>
                <td>{d.linux}</td>
                <td className="muted">{d.why}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
