import { DraftEditorPanel, RemoveRow } from '../kit/DraftEditorPanel';
import { useDraftEditor } from '../kit/useDraftEditor';
import {
  addFlow,
  addLink,
  applyDraft,
  canAddFlow,
  canAddLink,
  draftOf,
  removeFlow,
  removeLink,
  updateFlow,
  updateLink,
} from './fairnessDraft';
import { formatFlows, formatLinks, NETWORK_LIMITS } from './network';
import type { MultcpScenario } from './scenario';

interface Props {
  spec: MultcpScenario;
  apply: (s: MultcpScenario, history?: 'push' | 'replace') => void;
}

/**
 * The fairness network's editor: links (capacities) and flows (name, route, weight N_i). Every
 * edit goes through the schema; a valid draft is applied at once (the URL follows), an invalid one
 * stays here with the reason and the allocations keep the last valid network.
 */
export function FairnessEditor({ spec, apply }: Props) {
  const { draft, problems, edit, revert } = useDraftEditor({
    scenario: spec,
    textOf: (s: MultcpScenario) => `${formatLinks(s.links)}|${formatFlows(s.flows)}`,
    draftOf,
    applyDraft,
    apply,
  });
  return (
    <DraftEditorPanel
      title="Network"
      className="multcp-editor"
      testid="multcp.editor"
      ariaLabel="Network"
      problems={problems}
      revert={revert}
      revertLabel="Revert to the network shown"
      stillShown="The allocations are still those of the network shown."
      actions={
        <>
          <button
            type="button"
            data-testid="editor.addLink"
            disabled={!canAddLink(draft)}
            onClick={() => edit(addLink(draft), 'push')}
          >
            + link
          </button>
          <button
            type="button"
            data-testid="editor.addFlow"
            disabled={!canAddFlow(draft)}
            onClick={() => edit(addFlow(draft), 'push')}
          >
            + flow
          </button>
          <span className="hint" data-testid="editor.limits">
            {!canAddLink(draft) || !canAddFlow(draft)
              ? `This lab keeps networks to ${NETWORK_LIMITS.links} links and ${NETWORK_LIMITS.flows} flows (readable on a projector, recomputed on every keystroke).`
              : `Links are l1, l2 … (or their numbers 1, 2 …); a route lists its links in order. A new link comes with a flow of its own. Up to ${NETWORK_LIMITS.links} links and ${NETWORK_LIMITS.flows} flows. In the URL: `}
            {canAddLink(draft) && canAddFlow(draft) && (
              <code>
                links={formatLinks(spec.links)}&amp;flows={formatFlows(spec.flows)}
              </code>
            )}
          </span>
        </>
      }
    >
      <table className="edit-table">
        <thead>
          <tr>
            <th>link</th>
            <th>capacity, Mbit/s</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {draft.links.map((c, l) => (
            <tr key={l}>
              <td>
                <code>l{l + 1}</code>
              </td>
              <td>
                <input
                  aria-label={`capacity of link ${l + 1}`}
                  data-testid={`editor.link.${l}.c`}
                  value={c}
                  inputMode="decimal"
                  onChange={(e) => edit(updateLink(draft, l, e.target.value))}
                />
              </td>
              <RemoveRow
                label={`remove link ${l + 1}`}
                testid={`editor.link.${l}.remove`}
                disabled={draft.links.length === 1}
                onClick={() => edit(removeLink(draft, l), 'push')}
              />
            </tr>
          ))}
        </tbody>
      </table>
      <table className="edit-table">
        <thead>
          <tr>
            <th>flow</th>
            <th title="its links in order, e.g. l1 l2 (or 1-2)">route (e.g. l1 l2)</th>
            <th title="the weight: MulTCP's N, the price paid">
              N<sub>i</sub>
            </th>
            <th />
          </tr>
        </thead>
        <tbody>
          {draft.flows.map((f, i) => (
            <tr key={i}>
              <td>
                <input
                  aria-label={`name of flow ${i + 1}`}
                  className="w-id"
                  data-testid={`editor.flow.${i}.id`}
                  value={f.id}
                  onChange={(e) => edit(updateFlow(draft, i, { id: e.target.value }))}
                />
              </td>
              <td>
                <input
                  aria-label={`route of ${f.id}`}
                  data-testid={`editor.flow.${i}.route`}
                  value={f.route}
                  onChange={(e) => edit(updateFlow(draft, i, { route: e.target.value }))}
                />
              </td>
              <td>
                <input
                  aria-label={`weight of ${f.id}`}
                  className="w-num"
                  data-testid={`editor.flow.${i}.weight`}
                  value={f.weight}
                  placeholder="1"
                  inputMode="decimal"
                  onChange={(e) => edit(updateFlow(draft, i, { weight: e.target.value }))}
                />
              </td>
              <RemoveRow
                label={`remove ${f.id}`}
                testid={`editor.flow.${i}.remove`}
                disabled={draft.flows.length === 1}
                onClick={() => edit(removeFlow(draft, i), 'push')}
              />
            </tr>
          ))}
        </tbody>
      </table>
    </DraftEditorPanel>
  );
}
