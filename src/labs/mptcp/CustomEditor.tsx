import { DraftEditorPanel, RemoveRow } from '../kit/DraftEditorPanel';
import { ALGORITHM_NAMES, type AlgorithmName } from '../../engines/fluid/algorithms';
import { useDraftEditor } from '../kit/useDraftEditor';
import { formatCustomNetwork } from './customNetwork';
import {
  addLink,
  addSource,
  applyDraft,
  draftOf,
  removeLink,
  removeSource,
  updateLink,
  updateSource,
} from './customEdit';
import { algorithmLabel } from './algorithmLabels';
import type { MptcpScenario } from './scenario';

interface Props {
  scenario: MptcpScenario;
  apply: (s: MptcpScenario, history?: 'push' | 'replace') => void;
}

/**
 * The custom network's editor. Every edit goes through the schema (the parser of `network=`); a
 * valid one is applied at once (the URL follows), an invalid one stays in the editor with the
 * reason, and the lab keeps running the last valid network.
 */
export function CustomEditor({ scenario, apply }: Props) {
  const { draft, problems, edit, revert } = useDraftEditor({
    scenario,
    textOf: (s: MptcpScenario) => formatCustomNetwork(s.network!),
    draftOf: (s: MptcpScenario) => draftOf(s.network!),
    applyDraft,
    apply,
  });

  return (
    <DraftEditorPanel
      title="Custom network"
      className="editor"
      testid="mptcp.editor"
      ariaLabel="Custom network"
      problems={problems}
      revert={revert}
      revertLabel="Revert to the running network"
      stillShown="The lab keeps running the last valid network."
      actions={
        <>
          <button
            type="button"
            data-testid="editor.addLink"
            onClick={() => edit(addLink(draft), 'push')}
          >
            + link
          </button>
          <button
            type="button"
            data-testid="editor.addSource"
            onClick={() => edit(addSource(draft), 'push')}
          >
            + source
          </button>
          <span className="hint">
            Links are l1, l2 … (or their numbers 1, 2 …); a route lists its links in order, and
            routes are separated by “;”. Edits update the <code>network=</code> parameter of the
            URL.
          </span>
        </>
      }
    >
      <table className="edit-table">
        <thead>
          <tr>
            <th>link</th>
            <th>capacity (Mbit/s)</th>
            <th>delay (ms)</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {draft.links.map((l, i) => (
            <tr key={i}>
              <td>
                <code>{l.id}</code>
              </td>
              <td>
                <input
                  aria-label={`capacity of ${l.id}`}
                  data-testid={`editor.link.${i}.c`}
                  value={l.c}
                  inputMode="decimal"
                  onChange={(e) => edit(updateLink(draft, i, { c: e.target.value }))}
                />
              </td>
              <td>
                <input
                  aria-label={`one-way delay of ${l.id}`}
                  data-testid={`editor.link.${i}.d`}
                  value={l.d}
                  inputMode="decimal"
                  onChange={(e) => edit(updateLink(draft, i, { d: e.target.value }))}
                />
              </td>
              <RemoveRow
                label={`remove ${l.id}`}
                testid={`editor.link.${i}.remove`}
                onClick={() => edit(removeLink(draft, i), 'push')}
              />
            </tr>
          ))}
        </tbody>
      </table>
      <table className="edit-table">
        <thead>
          <tr>
            <th>source</th>
            <th>algorithm</th>
            <th title="links separated by spaces, routes by ';'">routes (e.g. l1; l2 l3)</th>
            <th title="identical copies">copies</th>
            <th>start (s)</th>
            <th>stop (s)</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {draft.sources.map((s, i) => (
            <tr key={i}>
              <td>
                <input
                  aria-label={`name of source ${i + 1}`}
                  className="w-id"
                  value={s.id}
                  onChange={(e) => edit(updateSource(draft, i, { id: e.target.value }))}
                />
              </td>
              <td>
                <select
                  aria-label={`algorithm of ${s.id}`}
                  title={`default: TCP with one route, else the lab's algorithm (${algorithmLabel(scenario.alg)})`}
                  value={s.alg}
                  onChange={(e) =>
                    edit(updateSource(draft, i, { alg: e.target.value as '' | AlgorithmName }))
                  }
                >
                  <option value="">
                    {s.routes.includes(';') ? algorithmLabel(scenario.alg) : 'TCP'} (default)
                  </option>
                  {ALGORITHM_NAMES.map((a) => (
                    <option key={a} value={a}>
                      {algorithmLabel(a)}
                    </option>
                  ))}
                </select>
              </td>
              <td>
                <input
                  aria-label={`routes of ${s.id}`}
                  data-testid={`editor.source.${i}.routes`}
                  value={s.routes}
                  onChange={(e) => edit(updateSource(draft, i, { routes: e.target.value }))}
                />
              </td>
              {(['n', 'start', 'stop'] as const).map((k) => (
                <td key={k}>
                  <input
                    aria-label={`${k} of ${s.id}`}
                    className="w-num"
                    value={s[k]}
                    placeholder={k === 'n' ? '1' : k === 'start' ? '0' : '∞'}
                    inputMode="decimal"
                    onChange={(e) => edit(updateSource(draft, i, { [k]: e.target.value }))}
                  />
                </td>
              ))}
              <RemoveRow
                label={`remove ${s.id}`}
                testid={`editor.source.${i}.remove`}
                onClick={() => edit(removeSource(draft, i), 'push')}
              />
            </tr>
          ))}
        </tbody>
      </table>
    </DraftEditorPanel>
  );
}
