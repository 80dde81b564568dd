// The app's texts a spec compares the page with (src/lib/*-texts.ts), in English: the English
// catalogs loaded into Lingui as the unit tests load them (src/i18n/test-setup.ts).
import { i18n } from '@lingui/core'
import { compileCatalog } from '@paws/contracts/i18n-compile'
import sharedEn from '../../../packages/contracts/locales/en.json' with { type: 'json' }
import pwaEn from '../../src/locales/en.json' with { type: 'json' }

i18n.loadAndActivate({ locale: 'en', locales: 'en-IN', messages: compileCatalog({ ...sharedEn, ...pwaEn }) })
