import { base64url, SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AccessTokenError, AccessTokens } from '../../src/auth/access-tokens.ts';

const secret = 'x'.repeat(48);
const start = new Date('2026-03-01T10:00:00Z');

function at(date: Date) {
  return new AccessTokens({ secret, ttlSeconds: 3600, now: () => date });
}

async function refusal(tokens: AccessTokens, token: string): Promise<AccessTokenError> {
  try {
    await tokens.verify(token);
  } catch (error) {
    if (error instanceof AccessTokenError) return error;
    throw error;
  }
  throw new Error('the token was accepted');
}

describe('access tokens', () => {
  it('issues HS256 tokens that carry the user and token version and expire after the lifetime', async () => {
    const issued = await at(start).issue({ id: 42, token_version: 3 });
    expect(issued.expires_in).toBe(3600);
    const [header, payload] = issued.access
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({ sub: '42', ver: 3, iss: 'lomi', aud: 'lomi-api' });
    expect(payload.exp - payload.iat).toBe(3600);

    expect(await at(new Date(start.getTime() + 3599_000)).verify(issued.access)).toEqual({
      userId: 42,
      tokenVersion: 3,
    });
    expect((await refusal(at(new Date(start.getTime() + 3601_000)), issued.access)).reason).toBe('expired');
  });

  it('refuses forged, tampered, unsigned and foreign tokens', async () => {
    const tokens = at(start);
    const forged = await new AccessTokens({
      secret: 'y'.repeat(48),
      ttlSeconds: 3600,
      now: () => start,
    }).issue({
      id: 1,
      token_version: 0,
    });
    expect((await refusal(tokens, forged.access)).reason).toBe('invalid');

    const genuine = (await tokens.issue({ id: 1, token_version: 0 })).access;
    const [header, , signature] = genuine.split('.');
    const otherPayload = base64url.encode(
      JSON.stringify({ sub: '2', ver: 0, iss: 'lomi', aud: 'lomi-api', iat: 1, exp: 9_999_999_999 }),
    );
    expect((await refusal(tokens, `${header}.${otherPayload}.${signature}`)).reason).toBe('invalid');

    const unsigned = new UnsecuredJWT({ ver: 0 })
      .setSubject('1')
      .setIssuer('lomi')
      .setAudience('lomi-api')
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();
    expect((await refusal(tokens, unsigned)).reason).toBe('invalid');

    const key = new TextEncoder().encode(secret);
    const otherAudience = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('lomi')
      .setAudience('someone-else')
      .setIssuedAt(start)
      .setExpirationTime(new Date(start.getTime() + 60_000))
      .sign(key);
    expect((await refusal(tokens, otherAudience)).reason).toBe('invalid');

    const noVersion = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('lomi')
      .setAudience('lomi-api')
      .setIssuedAt(start)
      .setExpirationTime(new Date(start.getTime() + 60_000))
      .sign(key);
    expect((await refusal(tokens, noVersion)).reason).toBe('invalid');
    expect((await refusal(tokens, 'not-a-token')).reason).toBe('invalid');
  });

  // Issue 11 item 7(d): a validly signed token whose subject is not an id this server issues used to pass
  // ("2 ", "2.0") or reach the database out of range ("99999999999": a 500 on every login-only route).
  it('refuses a signed token whose subject is not a canonical user id of the integer column', async () => {
    const tokens = at(start);
    const key = new TextEncoder().encode(secret);
    const withSubject = (sub: string) =>
      new SignJWT({ ver: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setIssuer('lomi')
        .setAudience('lomi-api')
        .setIssuedAt(start)
        .setExpirationTime(new Date(start.getTime() + 60_000))
        .sign(key);
    const refused = [
      '99999999999',
      '2147483648',
      '2 ',
      ' 2',
      '2.0',
      '02',
      '+2',
      '0',
      '-1',
      '1e3',
      '0x10',
      '',
    ];
    for (const sub of refused) {
      expect((await refusal(tokens, await withSubject(sub))).reason, JSON.stringify(sub)).toBe('invalid');
    }
    for (const [sub, userId] of [
      ['1', 1],
      ['2147483647', 2_147_483_647],
    ] as const) {
      expect(await tokens.verify(await withSubject(sub))).toEqual({ userId, tokenVersion: 0 });
    }
  });
});
