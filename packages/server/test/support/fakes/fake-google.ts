import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { startFakeHttpServer, type FakeHttpServer } from './fake-http-server.ts';

/**
 * Google's side of Google sign-in on loopback: a JWKS endpoint (what https://www.googleapis.com/oauth2/v3/certs
 * serves) and ID tokens signed with its private key, shaped like Google's
 * (https://developers.google.com/identity/openid-connect/openid-connect#an-id-tokens-payload).
 */
export interface FakeGoogle extends Pick<FakeHttpServer, 'requests' | 'failNext' | 'close'> {
  jwksUrl: string;
  /** An ID token for `claims` (sub, email, …) with sensible defaults for iss, aud, iat and exp. */
  idToken(
    claims: JWTPayload & { email?: string; email_verified?: boolean; name?: string },
    options?: { now?: Date; lifetimeSeconds?: number; key?: 'published' | 'unpublished' },
  ): Promise<string>;
}

export async function startFakeGoogle(clientId: string): Promise<FakeGoogle> {
  const published = await generateKeyPair('RS256');
  const unpublished = await generateKeyPair('RS256');
  const publicJwk = {
    ...(await exportJWK(published.publicKey)),
    kid: 'fake-google-1',
    alg: 'RS256',
    use: 'sig',
  };
  const server = await startFakeHttpServer(
    (request) =>
      request.url.pathname === '/oauth2/v3/certs'
        ? { status: 200, body: { keys: [publicJwk] } }
        : { status: 404, body: { error: 'not found' } },
    () => ({ error: 'internal' }),
  );
  return {
    jwksUrl: `${server.url}/oauth2/v3/certs`,
    requests: server.requests,
    failNext: server.failNext,
    close: server.close,
    async idToken(claims, { now = new Date(), lifetimeSeconds = 3600, key = 'published' } = {}) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      const signingKey: CryptoKey = key === 'published' ? published.privateKey : unpublished.privateKey;
      return new SignJWT({ azp: clientId, ...claims })
        .setProtectedHeader({
          alg: 'RS256',
          kid: key === 'published' ? 'fake-google-1' : 'fake-google-2',
          typ: 'JWT',
        })
        .setIssuer((claims.iss as string | undefined) ?? 'https://accounts.google.com')
        .setAudience((claims.aud as string | undefined) ?? clientId)
        .setSubject(claims.sub ?? '100000000000000000001')
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + lifetimeSeconds)
        .sign(signingKey);
    },
  };
}
