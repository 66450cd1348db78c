import { ATLAS } from '../../atlas';

/**
 * The atlas's address: `?atlas=<paper>`. A paper that does not exist shows the first one with
 * a line that says so (a shared link with a typo still opens on something useful).
 */
export function atlasRoute(search: string): { paperId: string; problem: string | null } | null {
  const value = new URLSearchParams(search).get('atlas');
  if (value === null) return null;
  if (ATLAS.some((p) => p.id === value)) return { paperId: value, problem: null };
  const ids = ATLAS.map((p) => p.id).join(', ');
  return {
    paperId: ATLAS[0].id,
    problem: `atlas: there is no paper "${value}" (papers: ${ids}); showing paper ${ATLAS[0].id}.`,
  };
}
