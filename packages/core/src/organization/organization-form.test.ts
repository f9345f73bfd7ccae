import { describe, expect, it } from 'vitest';
import { organizationFormData } from './organization-form.ts';

describe('organizationFormData', () => {
  it('sends the given fields before the files, documents under the repeated name', () => {
    const logo = new File([new Uint8Array([1, 2, 3])], 'logo.png', { type: 'image/png' });
    const first = new File([new Uint8Array([4])], 'statutes.pdf');
    const second = new Blob([new Uint8Array([5])]);
    const form = organizationFormData(
      { name: 'Dessie Water Circle', email: 'team@example.org', accepts_asrat: true, website: undefined },
      { logo, documents: [first, second] },
    );
    expect([...form.keys()]).toEqual(['name', 'email', 'accepts_asrat', 'logo', 'documents', 'documents']);
    expect(form.get('accepts_asrat')).toBe('true');
    expect((form.get('logo') as File).name).toBe('logo.png');
    expect(form.getAll('documents').map((file) => (file as File).name)).toEqual([
      'statutes.pdf',
      'document-2',
    ]);
  });

  it('sends only what an update changes', () => {
    expect([...organizationFormData({ description: '' }).entries()]).toEqual([['description', '']]);
  });
});
