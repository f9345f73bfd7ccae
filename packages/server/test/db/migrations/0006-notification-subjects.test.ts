import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LomiDatabase } from '../../../src/db/database.ts';
import { down, up } from '../../../src/db/migrations/0006-notification-subjects.ts';
import { databaseKinds, openTestDatabase } from '../../support/test-database.ts';

describe.each(databaseKinds)('migration 0006 (notification subjects) on %s', (kind) => {
  let database: LomiDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('links the donation notifications written before it to their named, signed-in donors', async () => {
    const db = database.db;
    const donations = await db
      .selectFrom('donations')
      .select(['id', 'donor_user_id', 'anonymous'])
      .where('donor_user_id', 'is not', null)
      .where('is_completed', '=', true)
      .orderBy('id')
      .execute();
    const named = donations.find((donation) => !donation.anonymous)!;
    const anonymous = await db
      .selectFrom('donations')
      .select('id')
      .where('anonymous', '=', true)
      .executeTakeFirstOrThrow();
    const owner = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'owner')
      .executeTakeFirstOrThrow();

    // The schema as it was before 0006, with notifications of every sort.
    await down(db as Kysely<unknown>);
    const insert = async (kindName: string | null, params: Record<string, unknown> | null) =>
      (
        await db
          .insertInto('notifications')
          .values({
            user_id: owner.id,
            title: 'T',
            content: 'C',
            kind: kindName,
            params: params && JSON.stringify(params),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const ids = {
      named: await insert('donation_received', { donation_id: named.id, donor_name: 'Someone' }),
      anonymous: await insert('donation_received', { donation_id: anonymous.id, donor_name: null }),
      odd: await insert('donation_received', { donation_id: 'not a number' }),
      other: await insert('goal_reached', { donation_id: named.id }),
      plain: await insert(null, null),
    };

    await up(db as Kysely<unknown>);
    const subjects = await db
      .selectFrom('notifications')
      .select(['id', 'subject_user_id'])
      .where('id', 'in', Object.values(ids))
      .execute();
    const subjectOf = (id: number) => subjects.find((row) => row.id === id)!.subject_user_id;
    expect(subjectOf(ids.named)).toBe(named.donor_user_id);
    for (const id of [ids.anonymous, ids.odd, ids.other, ids.plain]) expect(subjectOf(id)).toBeNull();
  });
});
