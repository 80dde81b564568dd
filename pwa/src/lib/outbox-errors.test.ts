// The sync engine's English words reach the reader in their language; a server's own
// refusal is kept as written.
import { i18n } from '@lingui/core'
import { afterEach, describe, expect, it } from 'vitest'
import { compileCatalog } from '@paws/contracts/i18n-compile'
import hindi from '../locales/hi.json' with { type: 'json' }
import sharedEn from '../../../packages/contracts/locales/en.json' with { type: 'json' }
import english from '../locales/en.json' with { type: 'json' }
import { outboxErrorText } from './outbox-errors.ts'

describe('outbox errors', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: compileCatalog({ ...sharedEn, ...english }) }))

  it('reads the engine words through the catalog, keeps the server words', () => {
    i18n.loadAndActivate({ locale: 'hi', messages: compileCatalog(hindi) })
    expect(outboxErrorText('The server is busy (503).')).toBe('सर्वर व्यस्त है (503)।')
    expect(outboxErrorText('The server refused this update (409).')).toBe('सर्वर ने यह अपडेट नहीं लिया (409)।')
    expect(outboxErrorText('outbox.error.noConnection')).toBe('सर्वर से संपर्क नहीं है।')
    expect(outboxErrorText('Description is too long')).toBe('Description is too long')
  })

  it('reads as written in English', () => {
    expect(outboxErrorText('The server is busy (503).')).toBe('The server is busy (503).')
  })
})
