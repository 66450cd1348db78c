import { describe, expect, it } from 'vitest';
import { fileLab } from '../../src/app/fileLab';
import { scenarioFile } from '../../src/app/useScenarioFiles';
import { labById, LABS } from '../../src/labs/registry';
import { decodeQuery } from '../../src/scenario/codec';

const aimd = labById('aimd')!;

describe('an imported file opens the lab it came from', () => {
  it("every lab's exported file opens that lab from any other lab's page", () => {
    for (const from of LABS) {
      const s = decodeQuery(from.schema, `lab=${from.id}`).scenario;
      const { text } = scenarioFile(from, s, null);
      for (const shown of LABS) expect(fileLab(text, shown).lab?.id).toBe(from.id);
    }
  });

  it('a file that names no lab is read as the lab shown (its decoder explains a bad file)', () => {
    expect(fileLab('{"n": 3}', aimd).lab).toBe(aimd);
    expect(fileLab('{ "n": ', aimd).lab).toBe(aimd);
    expect(fileLab('[1, 2]', aimd).lab).toBe(aimd);
  });

  it('a file for a lab that does not exist says so, and nothing is opened', () => {
    const r = fileLab('{"lab": "bbr", "n": 3}', aimd);
    expect(r.lab).toBeNull();
    expect(r.problem).toMatchObject({
      param: 'lab',
      used: 'nothing: the scenario is unchanged',
    });
    expect(r.problem?.reason).toContain('the file is for "bbr", which is not a lab here');
  });
});
