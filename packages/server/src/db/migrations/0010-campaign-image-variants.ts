import { sql, type Kysely } from 'kysely';

// Issue 13 (#4): every uploaded or seeded campaign image is also stored as WebP at a few widths, which the
// media route serves with `?w=` and campaigns list as a srcset. Images stored before this migration have no
// variants: they keep being served as they are (an empty srcset). Plain SQL that PostgreSQL 15+ and PGlite
// both run.
const statements = [
  `CREATE TABLE campaign_image_variants (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    campaign_image_id integer NOT NULL REFERENCES campaign_images (id) ON DELETE CASCADE,
    width integer NOT NULL CHECK (width > 0),
    height integer NOT NULL CHECK (height > 0),
    storage_key text NOT NULL,
    etag text NOT NULL,
    byte_size integer NOT NULL CHECK (byte_size > 0),
    content_type varchar(50) NOT NULL DEFAULT 'image/webp' CHECK (content_type = 'image/webp'),
    UNIQUE (campaign_image_id, width)
  )`,
];

/** The WebP variants of campaign images, one row per width. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE campaign_image_variants').execute(db);
}
