// Unit tests speak English: the English catalogs, compiled as the build compiles them.
import { i18n } from '@lingui/core'
import { compileCatalog } from '@paws/contracts/i18n-compile'
import sharedEn from '../../../packages/contracts/locales/en.json' with { type: 'json' }
import pwaEn from '../locales/en.json' with { type: 'json' }

i18n.loadAndActivate({ locale: 'en', locales: 'en-IN', messages: compileCatalog({ ...sharedEn, ...pwaEn }) })
