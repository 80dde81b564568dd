// The catalogs of every package: the same keys in English, Marathi and Hindi, the
// same placeholders in each language, ICU that compiles, a label for every enum value, and no
// English left in a Marathi or Hindi message.
import type { CompiledMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import * as application from '../src/application.ts'
import * as enums from '../src/enums.ts'
import { LOCALES } from '../src/i18n.ts'
import { compileCatalog } from '../src/i18n-compile.ts'

import apiEn from '../../../api/src/locales/en.json' with { type: 'json' }
import apiHi from '../../../api/src/locales/hi.json' with { type: 'json' }
import apiMr from '../../../api/src/locales/mr.json' with { type: 'json' }
import pwaEn from '../../../pwa/src/locales/en.json' with { type: 'json' }
import pwaHi from '../../../pwa/src/locales/hi.json' with { type: 'json' }
import pwaMr from '../../../pwa/src/locales/mr.json' with { type: 'json' }
import enCatalog from '../locales/en.json' with { type: 'json' }

const en: Record<string, string> = enCatalog
import hi from '../locales/hi.json' with { type: 'json' }
import mr from '../locales/mr.json' with { type: 'json' }

type Catalogs = Record<string, Record<string, string>>
const PACKAGES: Record<string, Catalogs> = {
  contracts: { en: enCatalog, mr, hi },
  pwa: { en: pwaEn, mr: pwaMr, hi: pwaHi },
  api: { en: apiEn, mr: apiMr, hi: apiHi },
}

/** The variables a compiled message uses, plural and select branches included. */
function placeholders(message: CompiledMessage, found = new Set<string>()): Set<string> {
  for (const token of message) {
    if (typeof token === 'string') continue
    const [name, , format] = token
    found.add(name)
    if (format && typeof format === 'object') {
      for (const [choice, branch] of Object.entries(format)) {
        if (choice !== 'offset' && Array.isArray(branch)) placeholders(branch as CompiledMessage, found)
      }
    }
  }
  return found
}

/** The words a compiled message shows (its literal text, in every branch). */
function literalText(message: CompiledMessage): string {
  return message
    .map((token) => {
      if (typeof token === 'string') return token
      const format = token[2]
      if (!format || typeof format !== 'object') return ' '
      return Object.entries(format)
        .filter(([choice, branch]) => choice !== 'offset' && Array.isArray(branch))
        .map(([, branch]) => literalText(branch as CompiledMessage))
        .join(' ')
    })
    .join('')
}

/** Words of three or more Latin letters that may stay as people say them in Mumbai. */
const KEPT =
  /^(NGO|NGOs|OTP|Mumbai|Paws|Facebook|Instagram|GPS|JPEG|PNG|WebP|GIF|MB|Add|to|Home|Screen|you|example|com|https|Indie|SMS|CSV|URL|http|www|JSON)$/

/**
 * A key names its message ("validation.phone", "enum.species.guinea_pig"): dotted words of
 * letters, digits, "_" and "-", never the English sentence itself (docs/rules.md#languages).
 */
const KEY = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_-]+)+$/

/** The catalogs whose keys are all named; the API's own catalog is moving off English-as-key. */
const NAMED_KEYS = ['contracts', 'pwa', 'api']

it.each(NAMED_KEYS)('%s: every key is a dotted name, not an English sentence', (name) => {
  expect(Object.keys(PACKAGES[name].en).filter((key) => !KEY.test(key))).toEqual([])
})

describe.each(Object.entries(PACKAGES))('%s catalogs', (_name, catalogs) => {
  const compiled = Object.fromEntries(LOCALES.map((l) => [l, compileCatalog(catalogs[l])]))

  it.each(['mr', 'hi'])('%s has exactly the English keys', (locale) => {
    const english = Object.keys(catalogs.en).sort()
    expect(Object.keys(catalogs[locale]).sort()).toEqual(english)
  })

  it.each(['mr', 'hi'])('%s messages use the English placeholders', (locale) => {
    const wrong = Object.keys(catalogs.en).filter((key) => {
      const a = [...placeholders(compiled.en[key])].sort().join()
      const b = [...placeholders(compiled[locale][key] ?? [])].sort().join()
      return a !== b
    })
    expect(wrong).toEqual([])
  })

  it.each(['mr', 'hi'])('%s messages are written in Devanagari, not left in English', (locale) => {
    const english = Object.keys(catalogs[locale]).filter((key) => {
      const words = literalText(compiled[locale][key]).match(/[A-Za-z]{3,}/g) ?? []
      return words.some((w) => !KEPT.test(w))
    })
    expect(english).toEqual([])
  })
})

describe('enum labels', () => {
  const lists: Record<string, readonly string[]> = {
    species: enums.SPECIES,
    rescueAnimal: enums.RESCUE_ANIMAL_TYPES,
    gender: enums.GENDERS,
    size: enums.SIZES,
    ageBand: enums.AGE_BAND_KEYS,
    animalStatus: enums.ALL_ANIMAL_STATUSES,
    rescueStatus: enums.RESCUE_STATUSES,
    urgency: enums.URGENCIES,
    injury: enums.INJURIES,
    mobility: enums.MOBILITY,
    consciousness: enums.CONSCIOUSNESS,
    bleeding: enums.BLEEDING,
    breathing: enums.BREATHING,
    adoptionStatus: enums.ADOPTION_STATUSES,
    service: enums.NGO_SERVICES,
    trait: enums.PERSONALITY_TRAITS,
    lostFoundKind: enums.LOST_FOUND_KINDS,
    colour: enums.COAT_COLOURS,
    collar: enums.COLLAR_STATES,
    collarColour: enums.COLLAR_COLOURS,
    mark: enums.ANIMAL_MARKS,
    foundWhere: enums.FOUND_WHERE,
    lostFoundStatus: enums.LOST_FOUND_STATUSES,
    lostFoundOutcome: enums.LOST_FOUND_OUTCOMES,
    reunitedHow: enums.REUNITED_HOW,
    searchCell: enums.SEARCH_CELL_STATES,
    alertKind: enums.ALERT_KINDS,
    livingSpace: application.LIVING_SPACES,
    petExperience: application.PET_EXPERIENCE,
    workSchedule: application.WORK_SCHEDULES,
  }

  it('every value of every labelled enum has a label', () => {
    const missing = Object.entries(lists).flatMap(([kind, values]) =>
      values.map((v) => `enum.${kind}.${v.replaceAll(' ', '_')}`).filter((key) => !(key in en)),
    )
    expect(missing).toEqual([])
  })
})
