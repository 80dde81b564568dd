// Version 6 of the phone's store: what the engine said about an entry is a key with its values;
// the English texts an older version stored are made notes once, when the app opens the store.
import 'fake-indexeddb/auto'
import Dexie from 'dexie'
import { afterEach, describe, expect, it } from 'vitest'
import { OfflineDb } from './db.ts'

const NAME = 'paws-upgrade-test'

afterEach(async () => {
  await Dexie.delete(NAME)
})

describe('the store at version 6', () => {
  it("turns the texts stored by version 5 into notes, and keeps the server's words", async () => {
    // The store as version 5 left it on a phone.
    const old = new Dexie(NAME)
    old.version(5).stores({
      outbox: 'id, state, createdAt, userId',
      sent: 'id, sentAt, userId, serverId',
      drafts: 'key',
      auth: 'key',
      actions: 'id, userId, caseId, state, createdAt',
      cases: 'id, userId',
      shares: 'id',
      dispatch: 'kind, userId',
      posts: 'id, state, createdAt, userId',
      postsSent: 'id, sentAt, userId',
    })
    await old.table('outbox').bulkPut([
      { id: 'a', userId: 1, createdAt: 1, state: 'waiting', error: 'The server is busy (503).' },
      { id: 'b', userId: 1, createdAt: 2, state: 'needs_attention', error: 'Pincode must be 6 digits' },
      { id: 'c', userId: 1, createdAt: 3, state: 'waiting', error: null },
    ])
    await old
      .table('actions')
      .put({ id: 'd', userId: 1, caseId: 4, createdAt: 1, state: 'needs_signin', error: 'outbox.error.signInUpdate' })
    await old.table('posts').put({
      id: 'e',
      userId: 1,
      createdAt: 1,
      state: 'needs_attention',
      error: 'The server refused this report (400).',
    })
    old.close()

    const db = new OfflineDb(NAME)
    expect((await db.outbox.get('a'))?.error).toEqual({ key: 'outbox.busy', values: { status: '503' } })
    expect((await db.outbox.get('b'))?.error).toEqual({
      key: 'outbox.serverSaid',
      values: { message: 'Pincode must be 6 digits' },
    })
    expect((await db.outbox.get('c'))?.error).toBeNull()
    expect((await db.actions.get('d'))?.error).toEqual({ key: 'outbox.error.signInUpdate' })
    expect((await db.posts.get('e'))?.error).toEqual({ key: 'outbox.refusedReport', values: { status: '400' } })
    db.close()
  })
})
