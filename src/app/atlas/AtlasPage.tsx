import type { Finding } from '../../labs/kit/claim';
import { ATLAS, atlasTryThis, type AtlasItem, type AtlasPaper } from '../../atlas';
import { recordedLink } from '../../atlas/measured';
import { atlasPaperCsv } from '../../atlas/paperCsv';
import { LABS } from '../../labs/registry';
import { saveFile } from '../download';
import { useTheme } from '../theme';
import './atlas.css';

const KIND_TEXT: Record<AtlasItem['kind'], string> = {
  model: 'model',
  simulation: 'simulation',
  measurement: 'measurement: the paper’s values are reference data',
  illustration: 'illustration',
};

/** A finding's number as the tests print it (5 significant digits; whole numbers whole). */
export const findingValue = (f: Finding): string =>
  f.value === null ? 'none' : Number.isInteger(f.value) ? String(f.value) : f.value.toPrecision(5);

/**
 * The paper atlas (`?atlas=000`): a paper's figures and tables in its order, each with the links
 * that reproduce it, what the paper states, the app's numbers (recorded, what `npm run sim --
 * "atlas=000"` prints) and, where they differ, why. It renders; what it shows is src/atlas.
 */
export function AtlasPage({ paperId, problem }: { paperId: string; problem: string | null }) {
  const [theme, toggleTheme] = useTheme(null);
  const paper = ATLAS.find((p) => p.id === paperId) ?? ATLAS[0];
  return (
    <div className="atlas" data-theme={theme} data-testid="atlas">
      <header className="atlas-top">
        <h1>
          <a className="brand" href="?">
            AIMD Lab
          </a>{' '}
          <span>Paper atlas</span>
        </h1>
        <nav aria-label="Papers" className="atlas-papers">
          {ATLAS.map((p) => (
            <a
              key={p.id}
              href={`?atlas=${p.id}`}
              aria-current={p.id === paper.id ? 'page' : undefined}
              title={p.title}
            >
              {p.id}
            </a>
          ))}
        </nav>
        <nav aria-label="Labs" className="atlas-labs">
          {LABS.map((l) => (
            <a key={l.id} href={`?lab=${l.id}`}>
              {l.title}
            </a>
          ))}
        </nav>
        <button type="button" onClick={toggleTheme} title="Light / dark">
          {theme === 'dark' ? 'Light' : 'Dark'}
        </button>
      </header>
      {problem && (
        <p className="atlas-problem" role="alert" data-testid="atlas.problem">
          {problem}
        </p>
      )}
      <PaperView paper={paper} />
    </div>
  );
}

function PaperView({ paper }: { paper: AtlasPaper }) {
  return (
    <main className="atlas-paper">
      <h2>
        Paper {paper.id}: {paper.title}
      </h2>
      <p className="muted">
        {paper.authors}. Every figure and table in the paper’s order: what the paper states, the
        link that reproduces it, and what the app measures there (each number a claim a test checks
        on the engine; the same table: <code>npm run sim -- "atlas={paper.id}" --format csv</code>
        ).{' '}
        <button
          type="button"
          data-testid="atlas.csv"
          onClick={() => saveFile(`atlas-${paper.id}.csv`, atlasPaperCsv(paper), 'text/csv')}
        >
          CSV
        </button>
      </p>
      <ol className="atlas-contents">
        {paper.items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`}>{item.label}</a>
          </li>
        ))}
      </ol>
      {paper.items.map((item) => (
        <ItemView key={item.id} item={item} />
      ))}
    </main>
  );
}

function ItemView({ item }: { item: AtlasItem }) {
  return (
    <section className="atlas-item" id={item.id} data-testid="atlas.item" data-item={item.id}>
      <h3>
        {item.label} <span className="atlas-caption">{item.caption}</span>
      </h3>
      <p className="atlas-kind">{KIND_TEXT[item.kind]}</p>
      <div className="atlas-columns">
        <div>
          <h4>The paper</h4>
          <p>{item.paper}</p>
          {item.reference && (
            <table className="atlas-table">
              <thead>
                <tr>
                  {item.reference.columns.map((c) => (
                    <th key={c}>{c}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {item.reference.rows.map((r, k) => (
                  <tr key={k}>
                    {r.map((c, j) => (
                      <td key={j}>{c}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
        <div>
          <h4>The app</h4>
          {item.links.length === 0 && <p className="muted">No link reproduces it.</p>}
          {item.links.map((l) => (
            <LinkView key={`${l.lab}/${l.id}`} lab={l.lab} id={l.id} />
          ))}
        </div>
      </div>
      {item.differs && (
        <p className="atlas-differs" data-testid="atlas.differs">
          <strong>Where they differ.</strong> {item.differs}
        </p>
      )}
    </section>
  );
}

function LinkView({ lab, id }: { lab: string; id: string }) {
  const t = atlasTryThis({ lab, id });
  const rec = recordedLink({ lab, id });
  if (!t) return null;
  return (
    <div className="atlas-link" data-testid="atlas.link">
      <a href={`?${t.query}`}>{t.label}</a>
      {rec ? (
        <table className="atlas-table">
          <thead>
            <tr>
              <th>measured</th>
              <th>value</th>
              <th>checked against</th>
            </tr>
          </thead>
          <tbody>
            {rec.findings.map((f, k) => (
              <tr key={k} className={f.holds ? '' : 'fails'}>
                <td>{f.what}</td>
                <td className="num">{findingValue(f)}</td>
                <td className="muted">{f.bound}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="muted">Not recorded: run npm run atlas:record.</p>
      )}
    </div>
  );
}
