import { LABS } from '../../../src/labs/registry';
import { readLab } from '../../../src/app/urlState';
import { encodeJson } from '../../../src/scenario/codec';
import { decodePair, encodePair } from '../../../src/scenario/pair';
import { encodeQuery } from '../../../src/scenario/codec';

export interface UrlReading {
  url: string;
  lab: string;
  query: string;
  file: unknown;
  problems: unknown[];
}

/** How the shell reads a link: its lab (the first one when unknown), scenario(s) and problems. */
export function readUrl(url: string): UrlReading {
  const id = readLab(url);
  const lab = LABS.find((l) => l.id === id) ?? LABS[0];
  const d = decodePair(lab.schema, url);
  const pair = d.b !== null && lab.comparePage !== undefined;
  return {
    url,
    lab: lab.id,
    query: pair ? encodePair(lab.schema, d.a, d.b as object) : encodeQuery(lab.schema, d.a),
    file: encodeJson(lab.schema, d.a),
    problems: d.problems,
  };
}
