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
      publicSiteUrl: undefined,
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

  it('refuses a bad port', () => {
    expect(() => readConfig({ PORT: 'abc' })).toThrow('PORT must be a whole number');
  });

  it('refuses TRUST_PROXY=true, saying what to write instead', () => {
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow(
      /would believe any X-Forwarded-For a client sends.*TRUST_PROXY=1 behind one reverse proxy/,
    );
  });
});
