// Lost and found posts (docs/rules.md#lost-and-found): the posts with their exact place (only
// the poster reads it back; everyone else the approximate one, kept beside it) and their
// photos with the features the photo score compares, computed once at upload; the relay's
// threads and messages; printed tags and their scans; the search party's cells (one person per
// cell: the primary key is the conditional write); the quiet notices counted per person and day;
// the owners told of a found post, once per pair. Saved alerts gain a kind and a place.
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lost_found_posts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('species', 'text', (c) => c.notNull())
    .addColumn('sex', 'text', (c) => c.notNull().defaultTo('unknown'))
    .addColumn('colours', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('size', 'text')
    .addColumn('collar', 'text', (c) => c.notNull().defaultTo('unknown'))
    .addColumn('collar_colour', 'text')
    .addColumn('marks', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('name', 'text')
    .addColumn('description', 'text')
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .addColumn('approx_lat', 'double precision', (c) => c.notNull())
    .addColumn('approx_lng', 'double precision', (c) => c.notNull())
    .addColumn('place_source', 'text', (c) => c.notNull())
    .addColumn('pincode', 'text')
    .addColumn('locality', 'text')
    .addColumn('seen_at', 'timestamptz', (c) => c.notNull())
    .addColumn('found_where', 'text')
    .addColumn('lost_post_id', 'integer', (c) => c.references('lost_found_posts.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'text')
    .addColumn('outcome', 'text')
    .addColumn('reunited_how', 'text')
    .addColumn('closed_at', 'timestamptz')
    .addColumn('search_party_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('lost_found_posts_user_key', ['user_id', 'idempotency_key'])
    .execute()
  await db.schema
    .createIndex('lost_found_posts_open')
    .on('lost_found_posts')
    .columns(['status', 'kind', 'species', 'approx_lat'])
    .execute()
  await db.schema.createIndex('lost_found_posts_user').on('lost_found_posts').column('user_id').execute()
  await db.schema.createIndex('lost_found_posts_lost').on('lost_found_posts').column('lost_post_id').execute()

  await db.schema
    .createTable('lost_found_photos')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('post_id', 'integer', (c) => c.notNull().references('lost_found_posts.id').onDelete('cascade'))
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('features', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('lost_found_photos_client', ['post_id', 'client_id'])
    .execute()

  await db.schema
    .createTable('lost_found_threads')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('post_id', 'integer', (c) => c.notNull().references('lost_found_posts.id').onDelete('cascade'))
    .addColumn('writer_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('reported_at', 'timestamptz')
    .addColumn('reported_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('report_reason', 'text')
    .addColumn('reported_message_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('lost_found_threads_writer', ['post_id', 'writer_id'])
    .addUniqueConstraint('lost_found_threads_number', ['post_id', 'number'])
    .execute()
  await db.schema
    .createTable('lost_found_messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('thread_id', 'integer', (c) => c.notNull().references('lost_found_threads.id').onDelete('cascade'))
    .addColumn('from_owner', 'boolean', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('lost_found_messages_thread').on('lost_found_messages').column('thread_id').execute()

  await db.schema
    .createTable('lost_found_tags')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('post_id', 'integer', (c) => c.notNull().unique().references('lost_found_posts.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createTable('lost_found_tag_scans')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().references('lost_found_tags.code').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('text', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('lost_found_search_cells')
    .addColumn('post_id', 'integer', (c) => c.notNull().references('lost_found_posts.id').onDelete('cascade'))
    .addColumn('cell_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('claimed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('searched_at', 'timestamptz')
    .addPrimaryKeyConstraint('lost_found_search_cells_pk', ['post_id', 'cell_id'])
    .execute()

  await db.schema
    .createTable('lost_found_notice_days')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('lost_found_notice_days_pk', ['user_id', 'day'])
    .execute()
  await db.schema
    .createTable('lost_found_told')
    .addColumn('lost_post_id', 'integer', (c) => c.notNull().references('lost_found_posts.id').onDelete('cascade'))
    .addColumn('found_post_id', 'integer', (c) => c.notNull().references('lost_found_posts.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('lost_found_told_pk', ['lost_post_id', 'found_post_id'])
    .execute()

  await db.schema
    .alterTable('animal_alerts')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('animals'))
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('radius_km', 'double precision')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('animal_alerts')
    .dropColumn('kind')
    .dropColumn('lat')
    .dropColumn('lng')
    .dropColumn('radius_km')
    .execute()
  for (const table of [
    'lost_found_told',
    'lost_found_notice_days',
    'lost_found_search_cells',
    'lost_found_tag_scans',
    'lost_found_tags',
    'lost_found_messages',
    'lost_found_threads',
    'lost_found_photos',
    'lost_found_posts',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
