// Adopters (docs/rules.md#departures-from-the-spec):
// - The application asks the spec's questions for real. Applications made before carried the
//   fixed placeholder answers of docs/rules.md#entities (house, a yard, no pets, no children,
//   basic experience, a flexible schedule, two references "To be provided" with a zero phone)
//   and the dialog's fixed message; none of it was the applicant's. Those answers and that
//   message are cleared and the application is marked as not asked (`questions_asked`), so
//   the screens read "Not asked" instead of an invented answer.
// - Favourites: an adopter's hearted animals; their status changes (adopted, back to available)
//   are told to everyone who hearted the animal (index on animal_id for that look-up).
// - Alerts: saved browse filters. "Any" is stored as '' (not null) so that matching one new
//   animal is `column = any(array[value, ''])` on every filter, which a b-tree on the filter
//   columns answers without a scan (api/bench/alerts.bench.ts). The age band is kept as its
//   bounds in months. Delivery state (last message, today's count, matches waiting to be
//   grouped) lives on the alert.
import { type Kysely, sql } from 'kysely'

/** Exactly what the old application dialog, the demo seed and the old tests stored. */
export const OLD_PLACEHOLDER_ANSWERS = {
  livingSpace: 'house',
  hasYard: true,
  hasPets: false,
  hasChildren: false,
  experience: 'basic',
  workSchedule: 'flexible',
  references: [
    { name: 'To be provided', phone: '0000000000', relationship: 'To be provided' },
    { name: 'To be provided', phone: '0000000000', relationship: 'To be provided' },
  ],
}

/** The old dialog's message, "I am interested in adopting {name}. Please contact me to discuss the next steps." */
export const OLD_PLACEHOLDER_MESSAGE_LIKE = 'I am interested in adopting % Please contact me to discuss the next steps.'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('adoptions')
    .addColumn('questions_asked', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute()
  const placeholder = JSON.stringify(OLD_PLACEHOLDER_ANSWERS)
  await sql`
    update adoptions
       set questions_asked = false,
           application_data = '{}'::jsonb,
           notes = case when notes like ${OLD_PLACEHOLDER_MESSAGE_LIKE} then null else notes end
     where application_data = ${placeholder}::jsonb
  `.execute(db)

  await db.schema
    .createTable('favourites')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('animal_id', 'integer', (c) => c.notNull().references('animals.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('favourites_pkey', ['user_id', 'animal_id'])
    .execute()
  await db.schema.createIndex('favourites_animal_idx').on('favourites').columns(['animal_id']).execute()

  await db.schema
    .createTable('animal_alerts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('species', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('gender', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('size', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('age_band', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('age_min', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('age_max', 'integer', (c) => c.notNull().defaultTo(100_000))
    .addColumn('paused', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_sent_at', 'timestamptz')
    .addColumn('sent_day', 'text')
    .addColumn('sent_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pending_animal_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'::integer[]`))
    .execute()
  await db.schema.createIndex('animal_alerts_user_idx').on('animal_alerts').columns(['user_id']).execute()
  await sql`
    create index animal_alerts_match_idx on animal_alerts (species, gender, size, city, age_min)
    where not paused`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('animal_alerts').ifExists().execute()
  await db.schema.dropTable('favourites').ifExists().execute()
  await db.schema.alterTable('adoptions').dropColumn('questions_asked').execute()
}
