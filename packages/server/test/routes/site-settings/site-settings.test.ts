import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app.ts';
import { ConfigError } from '../../../src/config/config-error.ts';
import { readServerConfig, type Environment } from '../../../src/config/read-server-config.ts';
import type { LomiDatabase } from '../../../src/db/database.ts';
import { DEMO_SITE_SETTINGS } from '../../../src/site-settings/site-settings.ts';
import { PRODUCTION_ENVIRONMENT } from '../../support/production-environment.ts';
import { TEST_PUBLIC_SITE_URL } from '../../support/test-app.ts';
import { openTestDatabase } from '../../support/test-database.ts';
import { ownBlobStore } from '../../support/own-media-dir.ts';

// Issue 11: the footer's contact details and the partner links were invented and hard-coded in the site.

const CONFIGURED = {
  LOMI_CONTACT_EMAIL: 'help@charity.et',
  LOMI_CONTACT_PHONE: '+251 11 000 0000',
  LOMI_CONTACT_ADDRESS: 'Churchill Avenue, Addis Ababa',
  LOMI_CONTACT_ADDRESS_AM: 'ቸርችል ጎዳና፣ አዲስ አበባ',
  LOMI_PARTNER_LINKS: JSON.stringify([{ name: 'Real Partner', url: 'https://partner.et/' }]),
};

/** The site settings the configuration reads from `env` (with what production needs besides). */
function readSiteSettings(env: Environment) {
  return readServerConfig({ ...(env.NODE_ENV === 'production' ? PRODUCTION_ENVIRONMENT : {}), ...env })
    .siteSettings;
}

describe('the site settings of the configuration', () => {
  it('answers the operator’s settings as they are, with nothing marked as demo', () => {
    for (const NODE_ENV of ['production', 'development']) {
      expect(readSiteSettings({ NODE_ENV, ...CONFIGURED })).toEqual({
        contact: {
          email: 'help@charity.et',
          phone: '+251 11 000 0000',
          address: { en: 'Churchill Avenue, Addis Ababa', am: 'ቸርችል ጎዳና፣ አዲስ አበባ' },
        },
        partners: [{ name: 'Real Partner', url: 'https://partner.et/' }],
        demo: [],
        selfServiceCreation: false,
      });
    }
  });

  it('falls back on clearly marked demo values outside production', () => {
    const settings = readSiteSettings({ NODE_ENV: 'development', LOMI_CONTACT_PHONE: '+251 11 000 0000' });
    expect(settings.contact).toEqual({
      email: DEMO_SITE_SETTINGS.email,
      phone: '+251 11 000 0000',
      address: DEMO_SITE_SETTINGS.address,
    });
    expect(settings.contact.email).toMatch(/\.example$/);
    expect(settings.partners.map((partner) => new URL(partner.url).hostname)).toEqual([
      'selam-mobile-money.example',
      'tana-trust.example',
      'entoto-network.example',
    ]);
    expect(settings.demo).toEqual(['email', 'address', 'partners']);
  });

  it('hides every unset item in production instead of inventing one', () => {
    expect(readSiteSettings({ NODE_ENV: 'production' })).toEqual({
      contact: { email: null, phone: null, address: null },
      partners: [],
      demo: [],
      selfServiceCreation: false,
    });
    expect(readSiteSettings({ NODE_ENV: 'production', LOMI_PARTNER_LINKS: '[]' }).partners).toEqual([]);
  });

  it('uses the English address for Amharic when no Amharic one is set', () => {
    const settings = readSiteSettings({
      NODE_ENV: 'production',
      LOMI_CONTACT_ADDRESS: 'Piassa, Addis Ababa',
    });
    expect(settings.contact.address).toEqual({ en: 'Piassa, Addis Ababa', am: 'Piassa, Addis Ababa' });
  });

  it.each([
    'not json',
    '{"name":"x","url":"https://x.et"}',
    '[{"name":"x","url":"javascript:alert(1)"}]',
    '[{"name":"","url":"https://x.et"}]',
    '[{"url":"https://x.et"}]',
    JSON.stringify(Array.from({ length: 13 }, (_, index) => ({ name: `P${index}`, url: 'https://x.et' }))),
  ])('refuses to start with a malformed LOMI_PARTNER_LINKS (%#)', (value) => {
    expect(() => readSiteSettings({ LOMI_PARTNER_LINKS: value })).toThrow(ConfigError);
    expect(() => readSiteSettings({ LOMI_PARTNER_LINKS: value })).toThrow(/LOMI_PARTNER_LINKS/);
  });

  it('keeps self-service creation off unless LOMI_SELF_SERVICE_CREATION turns it on (issue 13, §1)', () => {
    for (const NODE_ENV of ['production', 'development']) {
      expect(readSiteSettings({ NODE_ENV }).selfServiceCreation).toBe(false);
      expect(readSiteSettings({ NODE_ENV, LOMI_SELF_SERVICE_CREATION: '0' }).selfServiceCreation).toBe(false);
      expect(readSiteSettings({ NODE_ENV, LOMI_SELF_SERVICE_CREATION: 'false' }).selfServiceCreation).toBe(
        false,
      );
      expect(readSiteSettings({ NODE_ENV, LOMI_SELF_SERVICE_CREATION: '1' }).selfServiceCreation).toBe(true);
      expect(readSiteSettings({ NODE_ENV, LOMI_SELF_SERVICE_CREATION: ' TRUE ' }).selfServiceCreation).toBe(
        true,
      );
    }
  });

  it('refuses to start with an unclear LOMI_SELF_SERVICE_CREATION', () => {
    expect(() => readSiteSettings({ LOMI_SELF_SERVICE_CREATION: 'yes' })).toThrow(
      /LOMI_SELF_SERVICE_CREATION must be 1 or true \(on\), 0 or false \(off\), got "yes"/,
    );
  });

  it('refuses an overlong contact value', () => {
    expect(() => readSiteSettings({ LOMI_CONTACT_ADDRESS: 'x'.repeat(201) })).toThrow(/LOMI_CONTACT_ADDRESS/);
  });
});

describe('GET /api/site-settings/', () => {
  let database: LomiDatabase;
  let app: FastifyInstance;
  let selfService: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const appWith = (env: Environment) =>
      buildApp({
        db: database.db,
        blobs: ownBlobStore(),
        publicSiteUrl: TEST_PUBLIC_SITE_URL,
        siteSettings: readSiteSettings({
          NODE_ENV: 'production',
          LOMI_CONTACT_EMAIL: 'help@charity.et',
          ...env,
        }),
      });
    app = await appWith({});
    selfService = await appWith({ LOMI_SELF_SERVICE_CREATION: '1' });
  });
  afterAll(async () => {
    await app.close();
    await selfService.close();
    await database.close();
  });

  it('answers the settings publicly, cacheable, without a token', async () => {
    const response = await app.inject('/api/site-settings/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.json()).toEqual({
      contact: { email: 'help@charity.et', phone: null, address: null },
      partners: [],
      demo: [],
      selfServiceCreation: false,
    });
  });

  it('says when self-service creation is on', async () => {
    const response = await selfService.inject('/api/site-settings/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ selfServiceCreation: true });
  });
});
