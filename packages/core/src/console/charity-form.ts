import type { CharityFields, CharityFiles } from './charity-types.ts';

/** §5-style limits of a charity's name and description. */
export const CHARITY_MAX_LENGTHS: Readonly<Record<keyof CharityFields, number>> = {
  name: 255,
  description: 1000,
};

/** What is wrong with a charity field: an empty name, or a value past its limit. */
export type CharityFieldProblem = 'required' | 'tooLong';

/** The problems of a charity form, by field; empty when it may be sent. */
export type CharityFormErrors = Partial<Record<keyof CharityFields, CharityFieldProblem>>;

/**
 * The charity form's rules, as `POST`/`PUT /api/console/charities/` check them: the name 1–255 characters,
 * the description at most 1000, both judged trimmed (as the server stores them). Only the fields given are
 * judged, so an edit that leaves the name alone passes.
 */
export function charityFormErrors(fields: Partial<CharityFields>): CharityFormErrors {
  const errors: CharityFormErrors = {};
  for (const field of ['name', 'description'] as const) {
    const value = fields[field];
    if (value === undefined) continue;
    const trimmed = value.trim();
    if (field === 'name' && trimmed === '') errors[field] = 'required';
    else if (trimmed.length > CHARITY_MAX_LENGTHS[field]) errors[field] = 'tooLong';
  }
  return errors;
}

/** The multipart body of the charity form: the fields given (with `updated` for an edit), then the logo. */
export function charityFormData(
  fields: Partial<CharityFields> & { updated?: string },
  files: CharityFiles = {},
): FormData {
  const form = new FormData();
  for (const name of ['name', 'description', 'updated'] as const) {
    const value = fields[name];
    if (value !== undefined) form.append(name, value);
  }
  if (files.logo) form.append('logo', files.logo, files.logo instanceof File ? files.logo.name : 'logo');
  return form;
}
