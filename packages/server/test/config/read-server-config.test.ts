import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';
import { repoRoot } from '../src/repo-paths.ts';

describe('readConfig', () => {
  it('has defaults for everything', () => {
    expect(readConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: `${repoRoot}.data`,
      databaseUrl: undefined,
      logLevel: 'info',
      publicSiteUrl: 'http://localhost:3000',
      trustProxy: false,
    });
  });

  it('reads the environment, resolving a relative data folder from the repository root', () => {
    expect(
      readConfig({
        PORT: '8080',
        HOST: '127.0.0.1',
        LOMI_DATA_DIR: 'tmp/data',
        DATABASE_URL: 'postgres://localhost/lomi',
        LOG_LEVEL: 'warn',
        PUBLIC_SITE_URL: 'https://lomi.example.org/',
        TRUST_PROXY: '1',
      }),
    ).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: `${repoRoot}tmp/data`,
      databaseUrl: 'postgres://localhost/lomi',
      logLevel: 'warn',
      publicSiteUrl: 'https://lomi.example.org',
      trustProxy: 1,
    });
    expect(readConfig({ LOMI_DATA_DIR: '/var/lib/lomi' }).dataDir).toBe('/var/lib/lomi');
  });

  it('defaults the public address to this machine and port, never to a request', () => {
    expect(readConfig({ PORT: '8080' }).publicSiteUrl).toBe('http://localhost:8080');
    expect(readConfig({ PUBLIC_SITE_URL: ' http://192.168.1.5:3000// ' }).publicSiteUrl).toBe(
      'http://192.168.1.5:3000',
    );
  });

  it('requires PUBLIC_SITE_URL under NODE_ENV=production, as an absolute http(s) origin', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(
      'PUBLIC_SITE_URL must be set with NODE_ENV=production',
    );
    expect(() => readConfig({ NODE_ENV: 'production', PUBLIC_SITE_URL: '  ' })).toThrow(
      'PUBLIC_SITE_URL must be set with NODE_ENV=production',
    );
    expect(
      readConfig({ NODE_ENV: 'production', PUBLIC_SITE_URL: 'https://lomi.example.org' }).publicSiteUrl,
    ).toBe('https://lomi.example.org');
    for (const bad of [
      'lomi.example.org',
      '/relative',
      'javascript:alert(1)',
      'ftp://lomi.example.org',
      'https://user:pw@lomi.example.org',
      'https://lomi.example.org/path',
      'https://lomi.example.org/?q=1',
      'https://lomi.example.org/#top',
      'https://',
    ]) {
      expect(() => readConfig({ NODE_ENV: 'production', PUBLIC_SITE_URL: bad }), bad).toThrow(
        `PUBLIC_SITE_URL must be an absolute http(s) address with no path, e.g. https://lomi.example.org, got "${bad}".`,
      );
      expect(() => readConfig({ PUBLIC_SITE_URL: bad }), bad).toThrow('PUBLIC_SITE_URL must be an absolute');
    }
  });

  it('refuses a bad port', () => {
    expect(() => readConfig({ PORT: 'abc' })).toThrow('PORT must be a whole number');
  });

  it('refuses TRUST_PROXY=true, saying what to write instead', () => {
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow(
      /would believe any X-Forwarded-For a client sends.*TRUST_PROXY=1 behind one reverse proxy/,
    );
  });
});
