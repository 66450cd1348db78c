import type { Finding } from '../labs/kit/claim';
import type { AtlasLink } from './types';
import MEASURED from './measured.json';

/**
 * The app's numbers for the atlas's links as `npm run atlas:record` last wrote them: each link's
 * query and its claim's findings, worked out by `npm run sim`'s code. The page reads them from
 * here (no simulation on opening the atlas); tests/labs/<lab>/tryThis.test.ts, which runs every
 * claim anyway, fails when a recorded finding is not what the engine gives now.
 */
export interface RecordedLink {
  query: string;
  findings: Finding[];
}

const RECORDED = MEASURED as Readonly<Record<string, RecordedLink>>;

export const linkKey = (l: AtlasLink): string => `${l.lab}/${l.id}`;

/** The recorded numbers of a link, or undefined when it was never recorded. */
export const recordedLink = (l: AtlasLink): RecordedLink | undefined =>
  Object.hasOwn(RECORDED, linkKey(l)) ? RECORDED[linkKey(l)] : undefined;

/** Every recorded link, by key. */
export const recordedLinks = (): Readonly<Record<string, RecordedLink>> => RECORDED;
