import { useCallback, useEffect } from 'react';
import { encodeJson } from '../scenario/codec';
import { decodePairJson, encodePairJson } from '../scenario/pair';
import type { Problem } from '../scenario/problems';
import type { HistoryMode } from '../labs/registry';
import { saveFile } from './download';
import { fileLab } from './fileLab';
import type { AnyLab } from './useUrlScenario';

/** The export: the scenario's file, or in compare mode the pair's (see encodePairJson). */
export function scenarioFile(
  lab: AnyLab,
  a: object,
  b: object | null,
): { name: string; text: string } {
  const pair = b !== null && lab.comparePage !== undefined;
  const json = pair ? encodePairJson(lab.schema, a, b) : encodeJson(lab.schema, a);
  return {
    name: `${lab.id}-${pair ? 'pair' : 'scenario'}.json`,
    text: JSON.stringify(json, null, 2) + '\n',
  };
}

interface Target {
  lab: AnyLab;
  scenario: object;
  other: object | null;
  setScenario: (s: object, mode?: HistoryMode) => void;
  open: (lab: AnyLab, a: object, b: object | null, mode?: HistoryMode) => void;
  report: (problems: Problem[], source: string) => void;
  /** opens a lecture's file and says true, or says false for a scenario's (see useLecture) */
  importLecture: (text: string, name: string) => boolean;
}

/**
 * Scenario files: the export of what is shown, and the import of a file (the picker, or dropped
 * anywhere on the page) through the schema of the lab it is for (which opens), its problems
 * reported under the file's name. A lecture's file goes to the lecture instead.
 */
export function useScenarioFiles({
  lab: shown,
  scenario,
  other,
  setScenario,
  open,
  report,
  importLecture,
}: Target) {
  const importText = useCallback(
    (text: string, name: string) => {
      if (importLecture(text, name)) return;
      const target = fileLab(text, shown);
      if (target.lab === null) {
        report([target.problem], name);
        return;
      }
      const lab = target.lab;
      const decoded = decodePairJson(lab.schema, text);
      // A file that is not a scenario at all leaves the current one in place.
      const unreadable = decoded.problems.some((p) => p.param === '(file)');
      const pairless: Problem[] =
        decoded.b !== null && !lab.comparePage
          ? [{ param: 'compare', reason: `${lab.title} has no compare mode`, used: 'scenario A' }]
          : [];
      report(
        unreadable
          ? decoded.problems.map((p) =>
              p.param === '(file)' ? { ...p, used: 'nothing: the scenario is unchanged' } : p,
            )
          : [...decoded.problems, ...pairless],
        name,
      );
      if (unreadable) return;
      // A pair's file opens compare mode; a single scenario replaces A (B stays, in compare mode,
      // when the file is for the lab shown).
      if (decoded.b !== null && lab.comparePage) open(lab, decoded.a, decoded.b, 'push');
      else if (lab === shown) setScenario(decoded.a, 'push');
      else open(lab, decoded.a, null, 'push');
    },
    [shown, report, setScenario, open, importLecture],
  );
  const importFile = useCallback(
    (f: File) => void f.text().then((t) => importText(t, f.name)),
    [importText],
  );

  // Dropping a scenario file anywhere on the page imports it.
  useEffect(() => {
    const over = (e: DragEvent) => e.preventDefault();
    const drop = (e: DragEvent) => {
      const f = e.dataTransfer?.files?.[0];
      if (!f) return;
      e.preventDefault();
      importFile(f);
    };
    window.addEventListener('dragover', over);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragover', over);
      window.removeEventListener('drop', drop);
    };
  }, [importFile]);

  const exportJson = useCallback(() => {
    const file = scenarioFile(shown, scenario, other);
    saveFile(file.name, file.text, 'application/json');
  }, [shown, scenario, other]);

  return { importFile, exportJson };
}
