import { describe, expect, it } from 'vitest';
import { fileSlug } from '../../src/charts/download';

describe('fileSlug', () => {
  it('turns a title into a safe file name', () => {
    expect(fileSlug('Sample paths x_i(t), N = 4')).toBe('sample-paths-x-i-t-n-4');
    expect(fileSlug('Débit par flux')).toBe('debit-par-flux');
    expect(fileSlug('  ***  ')).toBe('chart');
  });
});
