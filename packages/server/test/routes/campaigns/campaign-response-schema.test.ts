import type { Campaign } from '@lomi/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CampaignRepository } from '../../../src/campaigns/campaign-repository.ts';
import { createTestApp } from '../../support/test-app.ts';

// Issue 12 item 4: a route's response schema decides what is sent. Whatever the repository and its mapper
// put in an answer beyond the schema (here a field of the campaign and one of its organization block) never
// leaves the server.
describe('the campaign response schema', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await createTestApp('pglite'));
  });
  afterAll(() => close());
  afterEach(() => vi.restoreAllMocks());

  it('leaves out fields the mapper adds that the schema does not name', async () => {
    const findPublic = CampaignRepository.prototype.findPublic;
    vi.spyOn(CampaignRepository.prototype, 'findPublic').mockImplementation(async function (
      this: CampaignRepository,
      id: number,
    ) {
      const campaign = await findPublic.call(this, id);
      return (
        campaign && {
          ...campaign,
          internal_review_note: 'flagged by a moderator',
          organization: { ...campaign.organization, owner_password_hash: 'scrypt$…' },
        }
      );
    });
    const response = await app.inject({ method: 'GET', url: '/api/campaigns/1' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<Campaign & Record<string, unknown>>();
    expect(body.id).toBe(1);
    expect(body.title.length).toBeGreaterThan(0);
    expect(body).not.toHaveProperty('internal_review_note');
    expect(body.organization).not.toHaveProperty('owner_password_hash');
    expect(response.body).not.toContain('flagged by a moderator');
  });

  it('answers a 500 rather than an answer that breaks the schema', async () => {
    vi.spyOn(CampaignRepository.prototype, 'findPublic').mockImplementation(
      async () => ({ id: 1, title: 'no other field' }) as unknown as Campaign,
    );
    const response = await app.inject({ method: 'GET', url: '/api/campaigns/1' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'LOMI_ERR_INTERNAL' });
    expect(response.body).not.toContain('no other field');
  });
});
