import { describe, expect, it } from 'vitest';
import { campaignUpdateErrors, CAMPAIGN_TITLE_MAX_LENGTH } from './campaign-update.ts';
import { contactFundraiserErrors, CONTACT_MESSAGE_MAX_LENGTH } from './contact-fundraiser.ts';

describe('campaignUpdateErrors (§5 Update Campaign)', () => {
  it('accepts a title and a description', () => {
    expect(campaignUpdateErrors({ title: 'Clean water', description: 'A new well.' })).toEqual({});
  });

  it('needs both, blank counting as empty', () => {
    expect(campaignUpdateErrors({ title: '  ', description: '' })).toEqual({
      title: 'required',
      description: 'required',
    });
  });

  it('refuses a title the database cannot keep, counted after trimming', () => {
    const longest = 'ሀ'.repeat(CAMPAIGN_TITLE_MAX_LENGTH);
    expect(campaignUpdateErrors({ title: ` ${longest} `, description: 'x' })).toEqual({});
    expect(campaignUpdateErrors({ title: `${longest}ሀ`, description: 'x' })).toEqual({ title: 'too-long' });
  });
});

describe('contactFundraiserErrors', () => {
  const valid = { name: 'Abebe Kebede', email: 'abebe@example.com', message: 'How can I help?' };

  it('accepts a name in any script, an e-mail address and a message', () => {
    expect(contactFundraiserErrors(valid)).toEqual({});
    expect(contactFundraiserErrors({ ...valid, name: 'ወ/ማርያም ተስፋዬ' })).toEqual({});
  });

  it('needs all three fields', () => {
    expect(contactFundraiserErrors({ name: ' ', email: '', message: '\n' })).toEqual({
      name: 'required',
      email: 'required',
      message: 'required',
    });
  });

  it('refuses names with digits, malformed addresses and overlong messages', () => {
    expect(
      contactFundraiserErrors({
        name: 'R2D2',
        email: 'abebe@example',
        message: 'x'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1),
      }),
    ).toEqual({ name: 'invalid', email: 'invalid', message: 'too-long' });
  });
});
