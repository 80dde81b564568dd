// Adopters (issue 16, DESIGN section 11 "Departures from the spec"):
// - The application asks the spec's questions for real. Applications made before carried the
//   fixed placeholder answers of spec part 1 section 3 (house, a yard, no pets, no children,
//   basic experience, a flexible schedule, two references "To be provided" with a zero phone)
//   and the dialog's fixed message; none of it was the applicant's. Those answers and that
//   message are cleared and the application is marked as not asked (`questions_asked`), so
//   the screens read "Not asked" instead of an invented answer.
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
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('adoptions').dropColumn('questions_asked').execute()
}
