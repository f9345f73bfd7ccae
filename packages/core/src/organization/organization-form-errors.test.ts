import { describe, expect, it } from 'vitest';
import { organizationFormErrors } from './organization-form-errors.ts';

const VALID = {
  name: 'Gondar Community Health Initiative',
  description: 'Rural health posts.',
  email: 'contact@gondarhealth.example.org',
  phone_number: '+251918220145',
  contact_person_name: 'Almaz Tesfaye',
  address: 'Piassa, Gondar',
  website: 'gondarhealth.example.org',
};

describe('organizationFormErrors (§5 Organization form)', () => {
  it('accepts a complete form, and one with only the four required fields', () => {
    expect(organizationFormErrors(VALID)).toEqual({});
    expect(organizationFormErrors({ ...VALID, description: '', address: '', website: '  ' })).toEqual({});
  });

  it('requires name, email, phone_number and contact_person_name', () => {
    expect(
      organizationFormErrors({ ...VALID, name: ' ', email: '', phone_number: '', contact_person_name: '' }),
    ).toEqual({
      name: 'required',
      email: 'required',
      phone_number: 'required',
      contact_person_name: 'required',
    });
  });

  it('refuses more than 255/254/20/255 characters and a description over 1000', () => {
    expect(
      organizationFormErrors({
        ...VALID,
        name: 'n'.repeat(256),
        email: `${'a'.repeat(245)}@example.org`,
        phone_number: '+251 9 1 8 2 2 0 1 4 5 0',
        contact_person_name: 'a'.repeat(256),
        description: 'd'.repeat(1001),
      }),
    ).toEqual({
      name: 'tooLong',
      email: 'tooLong',
      phone_number: 'tooLong',
      contact_person_name: 'tooLong',
      description: 'tooLong',
    });
    expect(
      organizationFormErrors({ ...VALID, name: 'n'.repeat(255), description: 'd'.repeat(1000) }),
    ).toEqual({});
  });

  it('checks the e-mail, the phone number, the contact name and the website by their rules', () => {
    expect(
      organizationFormErrors({
        ...VALID,
        email: 'not-an-address',
        phone_number: '0911223344',
        contact_person_name: 'R2-D2',
        website: 'javascript:alert(1)',
      }),
    ).toEqual({
      email: 'invalid',
      phone_number: 'invalid',
      contact_person_name: 'invalid',
      website: 'invalid',
    });
    expect(organizationFormErrors({ ...VALID, phone_number: '251 911 22 33 44' })).toEqual({});
    expect(organizationFormErrors({ ...VALID, website: 'localhost' })).toEqual({ website: 'invalid' });
  });
});
