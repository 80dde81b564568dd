// The sync engine stores a key with its values; the page words it in the reader's language. A
// server's own refusal is its words; texts an older version stored are made keys once, when the
// phone's store is opened at version 6.
import { i18n } from '@lingui/core'
import { compileCatalog } from '@paws/contracts/i18n-compile'
import { afterEach, describe, expect, it } from 'vitest'
import sharedEn from '../../../packages/contracts/locales/en.json' with { type: 'json' }
import english from '../locales/en.json' with { type: 'json' }
import hindi from '../locales/hi.json' with { type: 'json' }
import { ApiError } from '../http/errors.ts'
import { legacyNote } from '../offline/db.ts'
import { OutboxStorageError } from '../offline/storage-error.ts'
import { notQueuedText, outboxErrorText } from './outbox-errors.ts'

describe('outbox notes', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: compileCatalog({ ...sharedEn, ...english }) }))

  it("words the engine's keys in the reader's language, the server's words as they are", () => {
    i18n.loadAndActivate({ locale: 'hi', messages: compileCatalog(hindi) })
    expect(outboxErrorText({ key: 'outbox.busy', values: { status: 503 } })).toBe('सर्वर व्यस्त है (503)।')
    expect(outboxErrorText({ key: 'outbox.refusedUpdate', values: { status: 409 } })).toBe(
      'सर्वर ने यह अपडेट नहीं लिया (409)।',
    )
    expect(outboxErrorText({ key: 'outbox.error.noConnection' })).toBe('सर्वर से संपर्क नहीं है।')
    expect(outboxErrorText({ key: 'outbox.serverSaid', values: { message: 'विवरण बहुत लंबा है' } })).toBe(
      'विवरण बहुत लंबा है',
    )
  })

  it("says why an action was not kept on the phone: the outbox's own words in the reader's language", () => {
    i18n.loadAndActivate({ locale: 'hi', messages: compileCatalog(hindi) })
    expect(notQueuedText(new OutboxStorageError(), 'field.notKept')).toBe(
      'रिपोर्ट और उसकी फ़ोटो रखने के लिए इस फ़ोन पर काफ़ी जगह नहीं है। कुछ फ़ोटो हटाएँ या जगह ख़ाली करें, फिर से कोशिश करें।',
    )
    expect(notQueuedText(new ApiError(409, { message: 'यह केस बंद हो चुका है' }), 'field.notKept')).toBe(
      'यह केस बंद हो चुका है',
    )
    // Anything else (a store that did not open, code that did not load) is not shown in English.
    expect(notQueuedText(new Error('Failed to fetch dynamically imported module'), 'field.notKept')).toBe(
      'यह अपडेट फ़ोन पर नहीं रखा जा सका।',
    )
  })

  it('turns the texts stored before version 6 into notes once', () => {
    expect(legacyNote('The server is busy (503).')).toEqual({ key: 'outbox.busy', values: { status: '503' } })
    expect(legacyNote('The server refused this report (400).')).toEqual({
      key: 'outbox.refusedReport',
      values: { status: '400' },
    })
    expect(legacyNote('outbox.error.noConnection')).toEqual({ key: 'outbox.error.noConnection' })
    expect(legacyNote('Description is too long')).toEqual({
      key: 'outbox.serverSaid',
      values: { message: 'Description is too long' },
    })
  })
})
