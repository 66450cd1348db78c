import { LABS } from '../labs/registry';
import type { Problem } from '../scenario/problems';
import { show } from '../scenario/values';
import type { AnyLab } from './useUrlScenario';

/**
 * The lab a scenario file is for: the one its "lab" names (a file exported from another lab opens
 * that lab, as the command line runs it there), the lab shown when it names none (or is not a
 * JSON object, which the shown lab's decoder then explains), or why it cannot be opened.
 */
export function fileLab(
  text: string,
  shown: AnyLab,
): { lab: AnyLab; problem: null } | { lab: null; problem: Problem } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { lab: shown, problem: null };
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data) || !('lab' in data))
    return { lab: shown, problem: null };
  const id = (data as { lab: unknown }).lab;
  const lab = LABS.find((l) => l.id === id);
  if (lab) return { lab, problem: null };
  return {
    lab: null,
    problem: {
      param: 'lab',
      reason: `the file is for ${show(id)}, which is not a lab here (labs: ${LABS.map((l) => l.id).join(', ')})`,
      used: 'nothing: the scenario is unchanged',
    },
  };
}
