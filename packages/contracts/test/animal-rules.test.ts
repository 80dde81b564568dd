import { describe, expect, it } from 'vitest'
import { ageError, breedSuggestions, validateAnimalEdit, weightError } from '../src/index.ts'
import { say, t, worded } from './english.ts'

describe('animal edit rules', () => {
  it('needs name and species', () => {
    expect(validateAnimalEdit(t, { name: 'Bruno', species: 'dog' })).toEqual([])
    expect(worded(validateAnimalEdit(t, { name: '', species: ' ' }))).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'species', message: 'Species is required' },
    ])
  })

  it('takes age as whole months of 0 or more, empty allowed', () => {
    expect(ageError('')).toBeNull()
    expect(ageError(null)).toBeNull()
    expect(ageError('0')).toBeNull()
    expect(ageError(24)).toBeNull()
    expect(say(ageError('2.5'))).toBe('Age must be a whole number of months (0 or more)')
    expect(say(ageError('-1'))).toBe('Age must be a whole number of months (0 or more)')
    expect(say(ageError('two'))).toBe('Age must be a whole number of months (0 or more)')
  })

  it('takes weight as kg of 0 or more with decimals', () => {
    expect(weightError('12.4')).toBeNull()
    expect(weightError('')).toBeNull()
    expect(say(weightError('-0.1'))).toBe('Weight must be a number of kg (0 or more)')
    expect(validateAnimalEdit(t, { name: 'B', species: 'dog', weight: 'heavy' })).toEqual([
      { field: 'weight', message: 'validation.animalWeight' },
    ])
    expect(say('validation.animalWeight')).toBe('Weight must be a number of kg (0 or more)')
  })
})

describe('breed suggestions', () => {
  it('caps long lists at 10 and keeps Mixed Breed and Unknown at the end', () => {
    const dogs = breedSuggestions('dog')
    expect(dogs).toHaveLength(10)
    expect(dogs.slice(-2)).toEqual(['Mixed Breed', 'Unknown'])
    expect(dogs[0]).toBe('Indian Pariah')
  })

  it('narrows by what was typed', () => {
    expect(breedSuggestions('dog', 'ret')).toEqual(['Labrador Retriever', 'Golden Retriever'])
    expect(breedSuggestions('cat', 'PERS')).toEqual(['Persian'])
  })

  it('uses the "other" list for species without their own', () => {
    expect(breedSuggestions('ferret')).toEqual(['Mixed Breed', 'Unknown', 'Domestic', 'Not Applicable'])
    expect(breedSuggestions('bird').slice(-2)).toEqual(['Mixed Breed', 'Unknown'])
  })
})
