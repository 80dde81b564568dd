import { t } from './english.ts'
import { describe, expect, it } from 'vitest'
import {
  adoptionButton,
  animalCardStatus,
  animalCardTags,
  animalPhotoCompression,
  longestSideWithin,
  ngoApprovalBanner,
} from '../src/index.ts'

describe('animal card status', () => {
  it('offers "Meet" for available or missing status', () => {
    expect(animalCardStatus(t, 'available')).toEqual({ canMeet: true, badge: null, text: null })
    expect(animalCardStatus(t, undefined).canMeet).toBe(true)
  })

  it('shows the badge and text of each other status', () => {
    expect(animalCardStatus(t, 'pending')).toEqual({
      canMeet: false,
      badge: 'Application Under Review',
      text: 'Under Review',
    })
    expect(animalCardStatus(t, 'adopted')).toEqual({ canMeet: false, badge: 'Adopted', text: 'Successfully Adopted!' })
    expect(animalCardStatus(t, 'medical_hold')).toEqual({
      canMeet: false,
      badge: 'Medical Care',
      text: 'Under Medical Care',
    })
    expect(animalCardStatus(t, 'unavailable')).toEqual({ canMeet: false, badge: 'Unavailable', text: 'Not Available' })
  })
})

describe('adoption button', () => {
  it('can be pressed only when available', () => {
    expect(adoptionButton(t, 'available')).toEqual({ label: "I'm Interested in Adopting", enabled: true })
    expect(adoptionButton(t, 'pending')).toEqual({ label: 'Application Under Review', enabled: false })
    expect(adoptionButton(t, 'adopted')).toEqual({ label: 'Successfully Adopted! 🎉', enabled: false })
    expect(adoptionButton(t, 'medical_hold')).toEqual({ label: 'Under Medical Care', enabled: false })
    expect(adoptionButton(t, 'unavailable')).toEqual({ label: 'Temporarily Unavailable', enabled: false })
    expect(adoptionButton(t, 'deleted')).toEqual({ label: 'Not Available for Adoption', enabled: false })
  })
})

describe('card tags', () => {
  it('uses the animal own tags when it has some', () => {
    expect(animalCardTags(t, { tags: ['Vaccinated', 'Good with kids'], gender: 'male', age: 5 })).toEqual([
      'Vaccinated',
      'Good with kids',
    ])
  })

  it('otherwise shows the first two of gender, age and size', () => {
    expect(animalCardTags(t, { tags: [], gender: 'female', age: 27, size: 'large' })).toEqual(['Female', '2y 3m'])
    expect(animalCardTags(t, { gender: 'unknown', age: null, size: 'extra_large' })).toEqual(['Extra Large'])
    expect(animalCardTags(t, { gender: 'male', age: null, size: 'small' })).toEqual(['Male', 'Small'])
  })
})

describe('NGO approval banner', () => {
  it('shows nothing once approved and a titled banner otherwise', () => {
    expect(ngoApprovalBanner(t, 'approved')).toBeNull()
    expect(ngoApprovalBanner(t, 'pending')?.title).toBe('Account Verification Pending')
    expect(ngoApprovalBanner(t, 'pending')?.text).toContain('2-5 business days')
    expect(ngoApprovalBanner(t, 'rejected')?.title).toBe('Account Verification Rejected')
    expect(ngoApprovalBanner(t, 'rejected')?.text).toContain('contact support')
    expect(ngoApprovalBanner(t, undefined)?.title).toBe('Account Verification is in Progress')
  })
})

describe('animal photo compression', () => {
  const MB = 1024 * 1024
  it('skips a JPEG of at most 2 MB', () => {
    expect(animalPhotoCompression({ size: 2 * MB, type: 'image/jpeg' })).toBeNull()
  })

  it('uses the presets by size, always to JPEG', () => {
    expect(animalPhotoCompression({ size: 6 * MB, type: 'image/jpeg' })).toMatchObject({
      maxWidth: 1200,
      maxHeight: 800,
      quality: 0.75,
    })
    expect(animalPhotoCompression({ size: 3 * MB, type: 'image/png' })).toMatchObject({
      maxWidth: 1600,
      maxHeight: 1200,
      quality: 0.8,
    })
    expect(animalPhotoCompression({ size: MB, type: 'image/png' })).toEqual({
      maxWidth: 1200,
      maxHeight: 900,
      quality: 0.85,
      maxSizeMB: 2,
      fileType: 'image/jpeg',
    })
  })

  it('turns a box into the longest side the image may keep', () => {
    expect(longestSideWithin(4000, 3000, 1200, 900)).toBe(1200)
    expect(longestSideWithin(3000, 4000, 1200, 900)).toBe(900)
    expect(longestSideWithin(4000, 2000, 1200, 800)).toBe(1200)
    expect(longestSideWithin(2000, 2000, 1200, 800)).toBe(800)
    expect(longestSideWithin(600, 400, 1200, 900)).toBe(600)
  })
})

describe('history notes', () => {
  it("reads a server note by its key, a person's note as written", async () => {
    const { historyNote } = await import('../src/history-notes.ts')
    const { catalogTranslator } = await import('../src/i18n-compile.ts')
    const mr = catalogTranslator('mr', (await import('../locales/mr.json', { with: { type: 'json' } })).default)
    // A note with no key is a person's, read as written (older server rows were keyed by migration 0060).
    expect(historyNote(mr, { note: 'The dog is under the car' })).toBe('The dog is under the car')
    expect(historyNote(mr, { note: null })).toBe('')
    // A keyed note reads by its key, whatever English sentence is stored beside it.
    const keyed = { note: 'Merged into case #8', noteKey: 'historyNote.mergedInto', noteValues: { id: 8 } } as const
    expect(historyNote(mr, keyed)).toBe('केस #8 मध्ये जोडले')
    expect(
      historyNote(mr, {
        note: 'x',
        noteKey: 'historyNote.mergedHere',
        noteValues: { id: 3, photos: 2, followers: 1 },
      }),
    ).toBe('केस #3 या केसमध्ये जोडली: 2 फोटो आणि 1 अनुयायी इथे आले')
  })
})
