// Rescue cases with their photos and timeline; notifications, their preferences and web push
// subscriptions. Adoptions (0004) reuse notifications and push as they are.
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rescues')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    // Kept when the reporter deletes their account: an NGO may be on its way.
    .addColumn('requester_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // Client-made UUID of the report (offline outbox): one case per (requester, key).
    .addColumn('idempotency_key', 'uuid')
    .addColumn('animal_type', 'text', (c) => c.notNull())
    .addColumn('urgency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('location', 'jsonb', (c) => c.notNull())
    .addColumn('condition', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('contact', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('additional_info', 'text')
    .addColumn('ngo_id', 'integer', (c) => c.references('ngos.id').onDelete('set null'))
    .addColumn('declined_by_ngo_id', 'integer', (c) => c.references('ngos.id').onDelete('set null'))
    .addColumn('decline_reason', 'text')
    .addColumn('notes', 'text')
    .addColumn('assigned_volunteer_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // The animals table comes with 0002 on another branch; the foreign key is added after the merge.
    .addColumn('rescued_animal_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('rescues_requester_idempotency_key', ['requester_id', 'idempotency_key'])
    .execute()
  await db.schema.createIndex('rescues_requester_idx').on('rescues').columns(['requester_id', 'created_at']).execute()
  await db.schema.createIndex('rescues_ngo_idx').on('rescues').columns(['ngo_id', 'created_at']).execute()
  await db.schema.createIndex('rescues_status_idx').on('rescues').columns(['status', 'created_at']).execute()

  // One row per stored photo; the client photo id makes a re-sent photo a no-op.
  await db.schema
    .createTable('rescue_images')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('rescue_id', 'integer', (c) => c.notNull().references('rescues.id').onDelete('cascade'))
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('rescue_images_client_id_key', ['rescue_id', 'client_id'])
    .execute()

  await db.schema
    .createTable('rescue_history')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('rescue_id', 'integer', (c) => c.notNull().references('rescues.id').onDelete('cascade'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // The part the actor played (admin, ngo, requester) and their name at the time.
    .addColumn('actor_role', 'text', (c) => c.notNull())
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('is_override', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('rescue_history_rescue_idx').on('rescue_history').columns(['rescue_id', 'id']).execute()

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('read_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('notifications_user_idx').on('notifications').columns(['user_id', 'id']).execute()
  await sql`create index notifications_unread_idx on notifications (user_id) where read_at is null`.execute(db)

  // A missing row means the defaults: e-mail and push on, SMS off.
  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('email', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('push', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sms', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  // One row per browser push subscription; an endpoint belongs to whoever registered it last.
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('last_success_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('push_subscriptions_user_idx').on('push_subscriptions').column('user_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'push_subscriptions',
    'notification_preferences',
    'notifications',
    'rescue_history',
    'rescue_images',
    'rescues',
  ]) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}
