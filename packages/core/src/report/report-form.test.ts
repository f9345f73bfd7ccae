import { describe, expect, it } from 'vitest';
import { REPORT_REASONS } from '../constants/constants.ts';
import {
  buildNewReport,
  canSubmitReport,
  EMPTY_REPORT_FORM,
  reportFormErrors,
  reportSubmittedDetail,
} from './report-form.ts';

const campaign = { type: 'campaign', id: 12 } as const;
const organization = { type: 'organization', id: 3 } as const;

describe('report form rules', () => {
  it('starts at the reason other with nothing typed, so the button is disabled', () => {
    expect(EMPTY_REPORT_FORM.reason).toBe('other');
    expect(canSubmitReport(EMPTY_REPORT_FORM)).toBe(false);
  });

  it('enables the button for any reason but other, or for other with text', () => {
    for (const reason of REPORT_REASONS.filter((reason) => reason !== 'other')) {
      expect(canSubmitReport({ ...EMPTY_REPORT_FORM, reason }), reason).toBe(true);
    }
    expect(canSubmitReport({ ...EMPTY_REPORT_FORM, message: '   ' })).toBe(false);
    expect(canSubmitReport({ ...EMPTY_REPORT_FORM, message: 'Fake photos' })).toBe(true);
  });

  it('needs text for other only', () => {
    expect(reportFormErrors(EMPTY_REPORT_FORM)).toEqual({ message: 'report-form.message-required' });
    expect(reportFormErrors({ ...EMPTY_REPORT_FORM, reason: 'fraud' })).toEqual({});
    expect(reportFormErrors({ ...EMPTY_REPORT_FORM, message: 'x'.repeat(1001) })).toEqual({
      message: 'report-form.message-too-long',
    });
  });

  it('checks the optional e-mail and phone only when given', () => {
    const spam = { ...EMPTY_REPORT_FORM, reason: 'spam' } as const;
    expect(reportFormErrors({ ...spam, email: 'reader@example.com', phone: '911223344' })).toEqual({});
    expect(reportFormErrors({ ...spam, email: 'reader@example', phone: '91122' })).toEqual({
      email: 'report-form.email-invalid',
      phone: 'report-form.phone-invalid',
    });
    expect(reportFormErrors({ ...spam, email: `${'a'.repeat(250)}@example.com` })).toEqual({
      email: 'report-form.email-invalid',
    });
  });
});

describe('buildNewReport', () => {
  it('names the campaign, and sends the text of other trimmed', () => {
    expect(buildNewReport(campaign, { ...EMPTY_REPORT_FORM, message: '  The photos are stolen  ' })).toEqual({
      target_type: 'campaign',
      campaign_id: 12,
      reason: 'other',
      message: 'The photos are stolen',
    });
  });

  it('names the organization, leaves out text typed before another reason was chosen, adds contacts', () => {
    expect(
      buildNewReport(organization, {
        reason: 'fraud',
        message: 'typed under other',
        email: ' reader@example.com ',
        phone: '911223344',
      }),
    ).toEqual({
      target_type: 'organization',
      organization_id: 3,
      reason: 'fraud',
      reporter_email: 'reader@example.com',
      reporter_phone: '251911223344',
    });
  });

  it('refuses a form with errors', () => {
    expect(() => buildNewReport(campaign, EMPTY_REPORT_FORM)).toThrow(
      /message: report-form.message-required/,
    );
    expect(() => buildNewReport(campaign, { ...EMPTY_REPORT_FORM, reason: 'spam', phone: '12' })).toThrow(
      RangeError,
    );
  });

  it('describes the submitted report for the event', () => {
    expect(reportSubmittedDetail(organization, 'violence')).toEqual({
      targetType: 'organization',
      targetId: 3,
      reason: 'violence',
    });
  });
});
