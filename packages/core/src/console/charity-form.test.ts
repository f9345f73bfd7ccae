import { describe, expect, it } from 'vitest';
import { charityFormData, charityFormErrors } from './charity-form.ts';

describe('charityFormErrors', () => {
  it('needs a name of 1–255 characters and a description of at most 1000, judged trimmed', () => {
    expect(charityFormErrors({ name: 'Hawassa Lake Friends', description: '' })).toEqual({});
    expect(charityFormErrors({ name: '   ', description: 'd'.repeat(1001) })).toEqual({
      name: 'required',
      description: 'tooLong',
    });
    expect(charityFormErrors({ name: ` ${'n'.repeat(255)} ` })).toEqual({});
    expect(charityFormErrors({ name: 'n'.repeat(256) })).toEqual({ name: 'tooLong' });
  });

  it('judges only the fields an edit sends', () => {
    expect(charityFormErrors({ description: 'New text' })).toEqual({});
  });
});

describe('charityFormData', () => {
  it('sends the fields given, the edit stamp, then the logo', () => {
    const logo = new File([new Uint8Array([1, 2, 3])], 'logo.png', { type: 'image/png' });
    const form = charityFormData({ name: 'Gondar Readers', updated: '2026-11-27T10:00:00.000Z' }, { logo });
    expect([...form.keys()]).toEqual(['name', 'updated', 'logo']);
    expect((form.get('logo') as File).name).toBe('logo.png');
  });
});
