import { describe, expect, it } from 'vitest';
import { WebhookAuthError } from '../../../../src/payments/payment-provider.ts';
import {
  signSandboxPayload,
  verifySandboxSignature,
} from '../../../../src/payments/providers/sandbox/sandbox-signature.ts';

const body = '{"id":"evt_1"}';
const now = 1_800_000_000;

describe('sandbox webhook signatures', () => {
  it('accept the exact signed bytes within the tolerance', () => {
    const header = signSandboxPayload(body, 'secret', now);
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    expect(() => verifySandboxSignature(header, Buffer.from(body), 'secret', now + 299)).not.toThrow();
  });

  it.each([
    ['a missing header', undefined, body, now, 'missing'],
    ['a malformed header', 'v1=abc', body, now, 'malformed'],
    ['another secret', signSandboxPayload(body, 'other', now), body, now, 'does not match'],
    ['a changed body', signSandboxPayload(body, 'secret', now), '{"id": "evt_1"}', now, 'does not match'],
    ['an old delivery (replay)', signSandboxPayload(body, 'secret', now - 301), body, now, 'tolerance'],
  ])('refuse %s', (_name, header, received, at, message) => {
    const check = () => verifySandboxSignature(header, Buffer.from(received), 'secret', at);
    expect(check).toThrow(WebhookAuthError);
    expect(check).toThrow(message);
  });
});
