// The server's notes on a history are stored as a catalog key with its values, beside the
// English sentence (docs/rules.md#languages): a case's timeline answers them so the reader's
// language words them; migration 0060 keys the rows written before, a person's note keeps none.
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import * as m0060 from '../src/db/migrations/0060_history_note_keys.ts'
import { bearer, createUser, setupApp } from './support/helper.ts'
import { put, report } from './support/rescue-fixtures.ts'

const ctx = await setupApp()
const { app, db } = ctx

describe('history notes', () => {
  it('a server note answers its key and values; a person note only its words', async () => {
    const ngo = await createUser(ctx, { role: 'ngo' })
    const admin = await createUser(ctx, { role: 'admin' })
    const requester = await createUser(ctx)
    const rescue = await report(app, requester)
    expect((await put(app, admin, rescue.id, { ngoId: ngo.ngoId })).statusCode).toBe(200)
    expect((await put(app, ngo, rescue.id, { status: 'accepted', note: 'On our way' })).statusCode).toBe(200)
    const res = await app.inject({ method: 'GET', url: `/api/rescues/${rescue.id}`, headers: bearer(admin) })
    const history = res.json().history
    expect(history[0]).toMatchObject({ note: 'Reported', noteKey: 'historyNote.reported', noteValues: {} })
    const ngoName = history[1].noteValues.ngo
    expect(history[1]).toMatchObject({
      note: `Assigned to ${ngoName}`,
      noteKey: 'historyNote.assigned',
      noteValues: { ngo: expect.stringContaining('NGO') },
    })
    expect(history[2].note).toBe('On our way')
    expect(history[2]).not.toHaveProperty('noteKey')
  })

  it('migration 0060 keys the English sentences written before it, and leaves a person note alone', async () => {
    const admin = await createUser(ctx, { role: 'admin' })
    const requester = await createUser(ctx)
    const rescue = await report(app, requester)
    const notes = [
      'Assigned to Paws Trust',
      'Reassigned to Stray Aid (was Paws Trust)',
      'Reassigned to Stray Aid: no response from Paws Trust',
      'Case #12 merged into this case: 2 photo(s) and 1 follower(s) moved here',
      'Reported the same animal: Still by the bus stop',
      'Returned to the admin queue: Paws Trust was not approved.',
      'The dog is under the car',
    ]
    await m0060.down(db)
    for (const note of notes) {
      await sql`insert into rescue_history (rescue_id, from_status, to_status, actor_id, actor_role, actor_name, note)
        values (${rescue.id}, 'pending', 'pending', ${admin.id}, 'admin', 'Admin', ${note})`.execute(db)
    }
    await m0060.up(db)
    const rows = await db
      .selectFrom('rescue_history')
      .select(['note', 'note_key', 'note_values'])
      .where('rescue_id', '=', rescue.id)
      .orderBy('id')
      .execute()
    expect(rows.map((r) => [r.note_key, r.note_values])).toEqual([
      ['historyNote.reported', {}],
      ['historyNote.assigned', { ngo: 'Paws Trust' }],
      ['historyNote.reassignedFrom', { ngo: 'Stray Aid', previous: 'Paws Trust' }],
      ['historyNote.reassigned', { ngo: 'Stray Aid', previous: 'Paws Trust' }],
      ['historyNote.mergedHere', { id: 12, photos: 2, followers: 1 }],
      ['historyNote.sameAnimalNote', { note: 'Still by the bus stop' }],
      ['historyNote.returned', { ngo: 'Paws Trust', why: 'notApproved' }],
      [null, null],
    ])
  })
})
