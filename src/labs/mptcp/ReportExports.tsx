import { download } from '../../charts';

interface Props {
  /** the run's report as the CLI writes it; null until the run ends */
  report: { csv: string; json: string } | null;
  /** the files' name: `${stem}-routes.csv`, `${stem}-report.json` */
  stem: string;
  /** the scenario's query, for the command line that writes the same bytes */
  query: string;
}

/** The route table and the whole report as files, byte-identical to the command line's output. */
export function ReportExports({ report, stem, query }: Props) {
  const cmd = `npm run sim -- "${query}"`;
  const ready = (what: string) => (report ? what : 'Ready when the run ends');
  return (
    <span className="panel-actions">
      <button
        type="button"
        data-testid="mptcp.export.csv"
        disabled={!report}
        title={ready(`The route table, the same bytes as: ${cmd} --format csv`)}
        onClick={() =>
          report && download(`${stem}-routes.csv`, report.csv, 'text/csv;charset=utf-8')
        }
      >
        Route table CSV
      </button>
      <button
        type="button"
        data-testid="mptcp.export.json"
        disabled={!report}
        title={ready(`The whole report, the same bytes as: ${cmd}`)}
        onClick={() =>
          report && download(`${stem}-report.json`, report.json + '\n', 'application/json')
        }
      >
        Report JSON
      </button>
    </span>
  );
}
