// The app's texts a spec compares the page with (src/lib/*-texts.ts), in English: the English
// catalogs loaded into Lingui as the unit tests load them (src/i18n/test-setup.ts).
import { i18n, type MessageId } from '@lingui/core'
import { compileCatalog } from '@paws/contracts/i18n-compile'
import sharedEn from '../../../packages/contracts/locales/en.json' with { type: 'json' }
import pwaEn from '../../src/locales/en.json' with { type: 'json' }

i18n.loadAndActivate({ locale: 'en', locales: 'en-IN', messages: compileCatalog({ ...sharedEn, ...pwaEn }) })

/**
 * A shared rule's message (its catalog id, `MESSAGES.pincode`) as an English reader sees it; it
 * is also the English translator of a rule with values (`MESSAGES.maxImages(english, 4)`).
 */
export const english = (id: MessageId, values?: Record<string, unknown>): string => i18n._(id, values)
