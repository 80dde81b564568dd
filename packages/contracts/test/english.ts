// The shared rules speak English in these tests: the English catalog, compiled as the API compiles it.
import en from '../locales/en.json' with { type: 'json' }
import { catalogTranslator } from '../src/i18n-compile.ts'

export const t = catalogTranslator('en', en)
