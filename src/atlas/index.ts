import { labById } from '../labs/registry';
import { PAPER_000 } from './papers/paper000';
import { PAPER_001 } from './papers/paper001';
import { PAPER_002 } from './papers/paper002';
import { PAPER_003 } from './papers/paper003';
import { PAPER_004 } from './papers/paper004';
import type { AtlasLink, AtlasPaper } from './types';

export type { AtlasItem, AtlasKind, AtlasLink, AtlasPaper, AtlasTable } from './types';

/** The five papers, in their numbers' order. */
export const ATLAS: readonly AtlasPaper[] = [PAPER_000, PAPER_001, PAPER_002, PAPER_003, PAPER_004];

export const atlasPaper = (id: string): AtlasPaper | undefined => ATLAS.find((p) => p.id === id);

/** The "try this" link an atlas item names (the atlas's tests hold every name to a real link). */
export function atlasTryThis(link: AtlasLink) {
  return labById(link.lab)?.tryThis.find((t) => t.id === link.id);
}
