import { afterEach, describe, expect, it } from 'vitest';
import { cookieTokenStorage } from './token-cookie.ts';

/** A document whose cookie writes are recorded, on a page served over `protocol`. */
function fakeDocument(protocol: string) {
  const writes: string[] = [];
  return {
    writes,
    doc: {
      location: { protocol },
      get cookie() {
        return 'other=1; user-token=abc.def%3D';
      },
      set cookie(value: string) {
        writes.push(value);
      },
    } as unknown as Document,
  };
}

afterEach(() => {
  document.cookie = 'user-token=; Max-Age=0; Path=/';
});

describe('cookieTokenStorage', () => {
  it('keeps the token in the user-token cookie of the whole site for the lifetime of the token', () => {
    const storage = cookieTokenStorage();
    expect(storage.read()).toBeNull();
    storage.write('header.payload.signature', 604_800);
    expect(document.cookie).toContain('user-token=header.payload.signature');
    expect(storage.read()).toBe('header.payload.signature');
    storage.clear();
    expect(storage.read()).toBeNull();
  });

  it('writes SameSite=Lax and Max-Age, and Secure only on https', () => {
    const https = fakeDocument('https:');
    cookieTokenStorage(https.doc).write('jwt', 3600.7);
    expect(https.writes).toEqual(['user-token=jwt; Max-Age=3600; Path=/; SameSite=Lax; Secure']);
    const http = fakeDocument('http:');
    cookieTokenStorage(http.doc).write('jwt', 60);
    cookieTokenStorage(http.doc).clear();
    expect(http.writes).toEqual([
      'user-token=jwt; Max-Age=60; Path=/; SameSite=Lax',
      'user-token=; Max-Age=0; Path=/; SameSite=Lax',
    ]);
  });

  it('reads its own cookie among others, decoded', () => {
    expect(cookieTokenStorage(fakeDocument('https:').doc).read()).toBe('abc.def=');
  });
});
