import { describe, expect, it } from 'vitest';
import { AUTO_EMAIL_DOMAIN } from '../account/account-rules.ts';
import { donorFromAccount } from './donor-from-account.ts';

describe('donorFromAccount', () => {
  it('splits the full name into first and last name and keeps the e-mail', () => {
    expect(
      donorFromAccount({ id: 7, full_name: ' Abebe  Kebede Tadesse ', email: 'abebe@example.et' }),
    ).toEqual({
      id: 7,
      firstName: 'Abebe',
      lastName: 'Kebede Tadesse',
      email: 'abebe@example.et',
    });
  });

  it('leaves out what the account does not have: no name, a made-up e-mail, none at all', () => {
    expect(donorFromAccount({ id: 8, full_name: 'ሰላም', email: `phone_1${AUTO_EMAIL_DOMAIN}` })).toEqual({
      id: 8,
      firstName: 'ሰላም',
      lastName: '',
      email: '',
    });
    expect(donorFromAccount({ id: 9, full_name: '', email: null })).toEqual({
      id: 9,
      firstName: '',
      lastName: '',
      email: '',
    });
  });
});
