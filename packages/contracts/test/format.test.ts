import hiCatalog from '../locales/hi.json' with { type: 'json' }
import mrCatalog from '../locales/mr.json' with { type: 'json' }
import { catalogTranslator } from '../src/i18n-compile.ts'
import { t } from './english.ts'
import { describe, expect, it } from 'vitest'
import {
  PLACEHOLDER_IMAGE,
  displayCity,
  formatAge,
  formatDate,
  formatDistance,
  formatDuration,
  formatNumber,
  formatRelativeTime,
  formatTime,
  resolveImageUrl,
  setDisplayLocale,
  smallPhotoUrl,
  thumbnailUrl,
  truncate,
} from '../src/index.ts'

describe('formatAge', () => {
  it('shows months under a year', () => {
    expect(formatAge(t, 0)).toBe('0 months')
    expect(formatAge(t, 1)).toBe('1 month')
    expect(formatAge(t, 11)).toBe('11 months')
  })

  it('shows exact years and years with months', () => {
    expect(formatAge(t, 12)).toBe('1 year')
    expect(formatAge(t, 24)).toBe('2 years')
    expect(formatAge(t, 27)).toBe('2y 3m')
  })

  it('keeps text that already names years or months, and reads numeric text', () => {
    expect(formatAge(t, '2 years')).toBe('2 years')
    expect(formatAge(t, '6 Months')).toBe('6 Months')
    expect(formatAge(t, '18')).toBe('1y 6m')
  })

  it('says "Age unknown" when missing, or the caller text', () => {
    expect(formatAge(t, null)).toBe('Age unknown')
    expect(formatAge(t, undefined)).toBe('Age unknown')
    expect(formatAge(t, '', '')).toBe('')
  })
})

describe('displayCity', () => {
  it('prefers city, then the first part of location, then Mumbai', () => {
    expect(displayCity({ city: 'Thane', location: 'Andheri, Mumbai' })).toBe('Thane')
    expect(displayCity({ city: ' ', location: 'Andheri West, Mumbai' })).toBe('Andheri West')
    expect(displayCity({ city: null, location: null })).toBe('Mumbai')
    expect(displayCity({})).toBe('Mumbai')
  })
})

describe('resolveImageUrl', () => {
  it('uses http(s) and /images/ values as they are', () => {
    expect(resolveImageUrl('https://cdn.example.in/a.jpg')).toBe('https://cdn.example.in/a.jpg')
    expect(resolveImageUrl('/images/dog.jpg', 'http://api.test/api')).toBe('/images/dog.jpg')
  })

  it('resolves uploads/ against the API host without the /api suffix', () => {
    expect(resolveImageUrl('/uploads/animals/x.webp', 'http://localhost:3000/api')).toBe(
      'http://localhost:3000/uploads/animals/x.webp',
    )
    expect(resolveImageUrl('uploads/animals/x.webp', '/api')).toBe('/uploads/animals/x.webp')
  })

  it('serves bare file names from uploads/animals', () => {
    expect(resolveImageUrl('abc.jpg', '/api')).toBe('/uploads/animals/abc.jpg')
  })

  it('falls back to the placeholder otherwise', () => {
    expect(resolveImageUrl(null)).toBe(PLACEHOLDER_IMAGE)
    expect(resolveImageUrl('')).toBe(PLACEHOLDER_IMAGE)
    expect(resolveImageUrl('no-extension')).toBe(PLACEHOLDER_IMAGE)
    expect(resolveImageUrl('some/dir/file.jpg')).toBe(PLACEHOLDER_IMAGE)
  })
})

describe('thumbnailUrl', () => {
  it('points stored webp photos at their thumbnail', () => {
    expect(thumbnailUrl('/uploads/animals/abc.webp')).toBe('/uploads/animals/abc-thumb.webp')
    expect(thumbnailUrl('http://h/uploads/animals/abc.webp')).toBe('http://h/uploads/animals/abc-thumb.webp')
  })

  it('leaves thumbnails, other files and the placeholder alone', () => {
    expect(thumbnailUrl('/uploads/animals/abc-thumb.webp')).toBe('/uploads/animals/abc-thumb.webp')
    expect(thumbnailUrl('/uploads/animals/abc.jpg')).toBe('/uploads/animals/abc.jpg')
    expect(thumbnailUrl(PLACEHOLDER_IMAGE)).toBe(PLACEHOLDER_IMAGE)
  })
})

describe('smallPhotoUrl', () => {
  it("names a stored photo's small version, and nothing for any other address", () => {
    expect(smallPhotoUrl('/uploads/animals/abc.webp')).toBe('/uploads/animals/abc-small.webp')
    expect(smallPhotoUrl('http://h/uploads/animals/abc.webp')).toBe('http://h/uploads/animals/abc-small.webp')
    expect(smallPhotoUrl('/uploads/animals/abc-thumb.webp')).toBeNull()
    expect(smallPhotoUrl('/uploads/animals/abc-small.webp')).toBeNull()
    expect(smallPhotoUrl('/uploads/animals/abc.jpg')).toBeNull()
    expect(smallPhotoUrl(PLACEHOLDER_IMAGE)).toBeNull()
    expect(thumbnailUrl('/uploads/animals/abc-small.webp')).toBe('/uploads/animals/abc-small.webp')
  })
})

describe('dates and text', () => {
  it('formats dates in en-IN', () => {
    expect(formatDate('2025-01-15T10:00:00Z')).toBe('15 Jan 2025')
    expect(formatDate(null)).toBe('')
    expect(formatDate('not a date')).toBe('')
  })

  it('truncates with an ellipsis', () => {
    expect(truncate('abcdef', 3)).toBe('abc...')
    expect(truncate('abc', 3)).toBe('abc')
  })
})

describe('formatRelativeTime', () => {
  const now = new Date('2025-03-10T12:00:00Z')
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString()
  const MIN = 60_000
  const HOUR = 60 * MIN
  const DAY = 24 * HOUR

  it('says just now under a minute and for a time slightly in the future', () => {
    expect(formatRelativeTime(t, ago(0), now)).toBe('just now')
    expect(formatRelativeTime(t, ago(59_000), now)).toBe('just now')
    expect(formatRelativeTime(t, ago(-30_000), now)).toBe('just now')
  })

  it('counts whole minutes, hours and days', () => {
    expect(formatRelativeTime(t, ago(MIN), now)).toBe('1 minute ago')
    expect(formatRelativeTime(t, ago(59 * MIN + 59_000), now)).toBe('59 minutes ago')
    expect(formatRelativeTime(t, ago(HOUR), now)).toBe('1 hour ago')
    expect(formatRelativeTime(t, ago(23 * HOUR), now)).toBe('23 hours ago')
    expect(formatRelativeTime(t, ago(DAY), now)).toBe('yesterday')
    expect(formatRelativeTime(t, ago(6 * DAY), now)).toBe('6 days ago')
  })

  it('shows the en-IN date from a week on, and nothing for a missing or bad value', () => {
    expect(formatRelativeTime(t, ago(7 * DAY), now)).toBe(formatDate(ago(7 * DAY)))
    expect(formatRelativeTime(t, ago(7 * DAY), now)).toMatch(/^\d{1,2} Mar 2025$/)
    expect(formatRelativeTime(t, null, now)).toBe('')
    expect(formatRelativeTime(t, 'not a date', now)).toBe('')
  })
})

describe('formatDuration', () => {
  it('gives the two largest units, leaving out a zero', () => {
    expect(formatDuration(0)).toBe('0 seconds')
    expect(formatDuration(45)).toBe('45 seconds')
    expect(formatDuration(60)).toBe('1 minute')
    expect(formatDuration(12 * 60 + 20)).toBe('12 minutes')
    expect(formatDuration(3600)).toBe('1 hour')
    expect(formatDuration(3600 + 5 * 60)).toBe('1 hour 5 minutes')
    expect(formatDuration(2 * 86_400 + 3 * 3600)).toBe('2 days 3 hours')
  })

  it('carries a rounded-up smaller unit into the larger one', () => {
    expect(formatDuration(59 * 60 + 45)).toBe('1 hour')
    expect(formatDuration(86_400 - 20)).toBe('1 day')
    expect(formatDuration(86_400 + 23 * 3600 + 40 * 60)).toBe('2 days')
  })
})

describe('formatTime', () => {
  it('reads the one 24-hour clock in every language, with 0-9 digits', () => {
    const evening = new Date(2025, 0, 15, 18, 5)
    try {
      for (const locale of ['en', 'mr', 'hi'] as const) {
        setDisplayLocale(locale)
        expect(formatTime(evening), locale).toBe('18:05')
      }
    } finally {
      setDisplayLocale('en')
    }
    expect(formatTime(null)).toBe('')
  })
})

describe('formatNumber', () => {
  it('groups digits the Indian way in English', () => {
    expect(formatNumber(100_000)).toBe('1,00,000')
    expect(formatNumber(21)).toBe('21')
  })
})

describe('formatDistance', () => {
  const mr = catalogTranslator('mr', mrCatalog)
  const hi = catalogTranslator('hi', hiCatalog)

  it('shows metres, then kilometres, in one way', () => {
    expect(formatDistance(t, 42)).toBe('42 m')
    expect(formatDistance(t, 347)).toBe('350 m')
    expect(formatDistance(t, 996)).toBe('1 km')
    expect(formatDistance(t, 2440)).toBe('2.4 km')
    expect(formatDistance(t, 15_500)).toBe('15.5 km')
    expect(formatDistance(t, 18_000)).toBe('18 km')
  })

  it("uses the reader's unit words in Marathi and Hindi", () => {
    setDisplayLocale('mr')
    try {
      expect(formatDistance(mr, 500)).toBe('500 मी')
      expect(formatDistance(mr, 2440)).toBe('2.4 किमी')
      setDisplayLocale('hi')
      expect(formatDistance(hi, 1250)).toBe('1.3 किमी')
      expect(formatDistance(hi, 80)).toBe('80 मी')
    } finally {
      setDisplayLocale('en')
    }
  })
})
