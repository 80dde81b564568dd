// Adoption applications and their timeline (docs/rules.md#permissions and
// docs/rules.md#status-machines), with two rules the database itself enforces so that no race
// between requests can break them:
// - at most one approved-or-later application per animal (contracts ADOPTION_COMMITTED);
// - at most one open application per applicant and animal (open: not in ADOPTION_CLOSED).
// The status lists are written out here on purpose: a migration is frozen, and a later change
// to the contracts lists needs a new migration (a test compares the two).
// Also the foreign key rescues.rescued_animal_id -> animals that 0003 could not add.
import { type Kysely, sql } from 'kysely'

const ALL = [
  'pending',
  'under_review',
  'approved',
  'paperwork_pending',
  'home_visit_scheduled',
  'home_visit_completed',
  'ready_for_pickup',
  'in_transit',
  'trial_period',
  'completed',
  'rejected',
  'cancelled',
  'returned',
]
const COMMITTED = [
  'approved',
  'paperwork_pending',
  'home_visit_scheduled',
  'home_visit_completed',
  'ready_for_pickup',
  'in_transit',
  'trial_period',
  'completed',
]
const CLOSED = ['completed', 'rejected', 'cancelled']

const list = (values: string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('adoptions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('animal_id', 'integer', (c) => c.notNull().references('animals.id').onDelete('cascade'))
    .addColumn('adopter_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in (${list(ALL)})`),
    )
    .addColumn('application_data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('notes', 'text')
    .addColumn('reason', 'text')
    .addColumn('rejection_reason', 'text')
    .addColumn('admin_notes', 'text')
    .addColumn('processed_at', 'timestamptz')
    .addColumn('completed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create unique index adoptions_one_committed_per_animal on adoptions (animal_id)
    where status in (${list(COMMITTED)})`.execute(db)
  await sql`create unique index adoptions_one_open_per_applicant on adoptions (animal_id, adopter_id)
    where status not in (${list(CLOSED)})`.execute(db)
  // Sent list, received and per-animal lists, the admin's status filter and pending count.
  await db.schema.createIndex('adoptions_adopter_idx').on('adoptions').columns(['adopter_id', 'created_at']).execute()
  await db.schema.createIndex('adoptions_animal_idx').on('adoptions').columns(['animal_id', 'created_at']).execute()
  await db.schema.createIndex('adoptions_status_idx').on('adoptions').columns(['status', 'created_at']).execute()

  await db.schema
    .createTable('adoption_history')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('adoption_id', 'integer', (c) => c.notNull().references('adoptions.id').onDelete('cascade'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // The part the actor played (owner, applicant, admin) and their name at the time.
    .addColumn('actor_role', 'text', (c) => c.notNull())
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('is_override', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createIndex('adoption_history_adoption_idx')
    .on('adoption_history')
    .columns(['adoption_id', 'id'])
    .execute()

  // Ids typed in by an admin before the key existed may point nowhere: clear those first.
  await sql`update rescues set rescued_animal_id = null
    where rescued_animal_id is not null and not exists (select 1 from animals where animals.id = rescues.rescued_animal_id)`.execute(
    db,
  )
  await db.schema
    .alterTable('rescues')
    .addForeignKeyConstraint('rescues_rescued_animal_id_fkey', ['rescued_animal_id'], 'animals', ['id'], (c) =>
      c.onDelete('set null'),
    )
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('rescues').dropConstraint('rescues_rescued_animal_id_fkey').ifExists().execute()
  await db.schema.dropTable('adoption_history').ifExists().execute()
  await db.schema.dropTable('adoptions').ifExists().execute()
}
