import { TOKEN_COOKIE } from '@lomi/core';

/** Where the access token is kept between visits. */
export interface TokenStorage {
  read(): string | null;
  /** Keeps `token` until it expires, `expiresInSeconds` from now. */
  write(token: string, expiresInSeconds: number): void;
  clear(): void;
}

/**
 * §4 and §9: the token lives in the cookie `user-token`, for the whole site, as long as the token itself.
 * SameSite=Lax keeps it off cross-site POSTs; Secure on https keeps it off plain connections. JavaScript must
 * read it (the API takes a bearer header, not the cookie), so it cannot be HttpOnly.
 */
export function cookieTokenStorage(doc: Document = document): TokenStorage {
  const attributes = () => `; Path=/; SameSite=Lax${doc.location?.protocol === 'https:' ? '; Secure' : ''}`;
  return {
    read() {
      for (const part of doc.cookie.split(';')) {
        const [name, ...value] = part.trim().split('=');
        if (name === TOKEN_COOKIE) return decodeURIComponent(value.join('=')) || null;
      }
      return null;
    },
    write(token, expiresInSeconds) {
      const maxAge = Math.max(0, Math.floor(expiresInSeconds));
      doc.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; Max-Age=${maxAge}${attributes()}`;
    },
    clear() {
      doc.cookie = `${TOKEN_COOKIE}=; Max-Age=0${attributes()}`;
    },
  };
}
