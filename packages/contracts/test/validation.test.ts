import { say, t } from './english.ts'
import hi from '../locales/hi.json' with { type: 'json' }
import mr from '../locales/mr.json' with { type: 'json' }
import { catalogTranslator } from '../src/i18n-compile.ts'
import { describe, expect, it } from 'vitest'
import {
  type FieldError,
  MESSAGES,
  validateAccountDeletion,
  validateForgotPassword,
  validatePasswordChange,
  validatePasswordReset,
  websiteError,
  avatarFileError,
  validateProfileUpdate,
  PASSWORD_RULES,
  imageCountError,
  imageFileError,
  isEmail,
  newsletterEmailError,
  otpError,
  passwordError,
  phoneError,
  rejectionReasonError,
  sanitizePhone,
  unmetPasswordRules,
  validateAnimalRequired,
  validateLogin,
  validateNgoRegistration,
  validateRegistration,
} from '../src/index.ts'

const person = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.in',
  phone: '9876543210',
  password: 'Secret@123',
}

const ngo = {
  ...person,
  ngoName: 'Paws Trust',
  address: '12 Hill Road',
  city: 'Mumbai',
  state: 'Maharashtra',
  zipCode: '400050',
  description: 'We rescue street dogs.',
  servicesOffered: ['rescue'],
  maxCapacity: 10,
}

/** Each field's message as the reader sees it: its id worded with its values. */
const messages = (errors: FieldError[]) => Object.fromEntries(errors.map((e) => [e.field, t(e.message, e.values)]))

describe('password rules', () => {
  it('lists every unmet rule under the header, one bullet each', () => {
    expect(passwordError(t, 'abc')).toBe(
      [
        'Password requirements not met:',
        '• At least 8 characters',
        '• One uppercase letter',
        '• One number',
        '• One special character',
      ].join('\n'),
    )
    expect(passwordError(t, '')).toBe(
      ['Password requirements not met:', ...PASSWORD_RULES.map((r) => `• ${r.label}`)].join('\n'),
    )
  })

  it('accepts a password meeting all five rules', () => {
    expect(passwordError(t, 'Secret@123')).toBeNull()
    expect(unmetPasswordRules('Secret@123')).toEqual([])
  })

  it('checks each rule on its own', () => {
    expect(unmetPasswordRules('SECRET@123')).toEqual(['One lowercase letter'])
    expect(unmetPasswordRules('secret@123')).toEqual(['One uppercase letter'])
    expect(unmetPasswordRules('Secret@abc')).toEqual(['One number'])
    expect(unmetPasswordRules('Secret1234')).toEqual(['One special character'])
    expect(unmetPasswordRules('Se@1')).toEqual(['At least 8 characters'])
  })
})

describe('phone', () => {
  it('keeps digits only and at most 10 while typing', () => {
    expect(sanitizePhone('+91 98-765 43210 99')).toBe('9198765432')
    expect(sanitizePhone('abc')).toBe('')
  })

  it('needs exactly 10 digits', () => {
    expect(phoneError('9876543210')).toBeNull()
    expect(say(phoneError('987654321'))).toBe('Phone number must be exactly 10 digits')
    expect(phoneError('98765432100')).toBe(MESSAGES.phone)
    expect(phoneError('98765abcde')).toBe(MESSAGES.phone)
  })
})

describe('e-mail rules', () => {
  it('registration needs a full address', () => {
    expect(isEmail('a@b.in')).toBe(true)
    expect(isEmail('a@b')).toBe(false)
    expect(isEmail('a b@c.in')).toBe(false)
  })

  it('newsletter needs non-empty text containing @', () => {
    expect(say(newsletterEmailError(''))).toBe('Please enter a valid email address')
    expect(say(newsletterEmailError('   '))).toBe('Please enter a valid email address')
    expect(say(newsletterEmailError('no-at-sign'))).toBe('Please enter a valid email address')
    expect(newsletterEmailError('a@b')).toBeNull()
  })
})

describe('adopter registration', () => {
  it('passes a complete form', () => {
    expect(validateRegistration(t, person)).toEqual([])
  })

  it('names every missing required field', () => {
    expect(messages(validateRegistration(t, {}))).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      password: 'Password is required',
    })
  })

  it('reports a bad e-mail, phone and password with the spec messages', () => {
    const errors = messages(validateRegistration(t, { ...person, email: 'nope', phone: '123', password: 'weak' }))
    expect(errors.email).toBe('Please enter a valid email address')
    expect(errors.phone).toBe('Phone number must be exactly 10 digits')
    expect(errors.password?.startsWith('Password requirements not met:\n• ')).toBe(true)
  })
})

describe('NGO registration', () => {
  it('passes a complete form, registration number and website optional', () => {
    expect(validateNgoRegistration(t, ngo)).toEqual([])
    expect(validateNgoRegistration(t, { ...ngo, website: 'https://paws.org.in' })).toEqual([])
  })

  it('names every missing required field, services and capacity', () => {
    expect(messages(validateNgoRegistration(t, {}))).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      password: 'Password is required',
      ngoName: 'NGO name is required',
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      zipCode: 'ZIP code is required',
      description: 'Description is required',
      servicesOffered: 'Please select at least one service',
      maxCapacity: 'Maximum capacity must be at least 1',
    })
  })

  it('needs a capacity of at least 1 and a URL-shaped website', () => {
    expect(messages(validateNgoRegistration(t, { ...ngo, maxCapacity: 0 })).maxCapacity).toBe(say(MESSAGES.capacityMin))
    expect(messages(validateNgoRegistration(t, { ...ngo, maxCapacity: '1' }))).toEqual({})
    expect(messages(validateNgoRegistration(t, { ...ngo, website: 'paws' })).website).toBe(
      'Please enter a valid URL (starting with http:// or https://)',
    )
  })
})

describe('login, code and animal rules', () => {
  it('login needs both fields', () => {
    expect(messages(validateLogin(t, {}))).toEqual({ email: 'Email is required', password: 'Password is required' })
    expect(validateLogin(t, { email: 'a@b.in', password: 'x' })).toEqual([])
  })

  it('a code is exactly six digits', () => {
    expect(otpError('123456')).toBeNull()
    expect(say(otpError('12345'))).toBe('Please enter all 6 digits')
    expect(say(otpError('12345a'))).toBe('Please enter all 6 digits')
  })

  it('an animal needs name, species and size', () => {
    expect(validateAnimalRequired({ name: 'Bruno', species: 'dog', size: 'medium' })).toEqual([])
    const errors = validateAnimalRequired({ name: ' ', species: 'dog' })
    expect(errors.map((e) => e.field)).toEqual(['name', 'size'])
    expect(say(errors[0].message)).toBe('Please fill in all required fields (Name, Species, Size)')
  })
})

describe('image rules', () => {
  it('checks type and size with the generic messages', () => {
    expect(imageFileError(t, { type: 'image/png', size: 1000 })).toBeNull()
    expect(imageFileError(t, { type: 'application/pdf', size: 1000 })).toBe(
      'Invalid file type. Allowed: jpeg, png, webp, gif',
    )
    expect(imageFileError(t, { type: 'image/jpeg', size: 11 * 1024 * 1024 })).toBe('File size too large. Maximum: 10MB')
  })

  it('allows at most 5 images with the add-page message', () => {
    expect(imageCountError(t, 3, 2)).toBeNull()
    expect(imageCountError(t, 3, 3)).toBe(
      'Maximum 5 images allowed. You currently have 3 images. You can only add 2 more.',
    )
    expect(MESSAGES.maxImages(t, 5)).toBe(
      'Maximum 5 images allowed. You currently have 5 images. You can only add 0 more.',
    )
  })
})

describe('rejecting an application', () => {
  it('needs a non-empty trimmed reason', () => {
    for (const reason of [undefined, null, '', '   '])
      expect(rejectionReasonError(reason)).toBe(MESSAGES.rejectionReason)
    expect(rejectionReasonError('We found a closer home')).toBeNull()
  })
})

describe('avatarFileError', () => {
  const MB = 1024 * 1024
  it('needs an image of any type under 10 MB', () => {
    expect(avatarFileError({ type: 'image/png', size: 1000 })).toBeNull()
    expect(avatarFileError({ type: 'image/heic', size: 9.9 * MB })).toBeNull()
    expect(say(avatarFileError({ type: 'application/pdf', size: 1000 }))).toBe('Please select an image file')
    expect(say(avatarFileError({ type: '', size: 1000 }))).toBe('Please select an image file')
    expect(say(avatarFileError({ type: 'image/jpeg', size: 10 * MB }))).toBe('Image size should be less than 10MB')
  })
})

describe('validateProfileUpdate', () => {
  it('checks only the fields sent, with the shared messages', () => {
    expect(validateProfileUpdate(t, {})).toEqual([])
    expect(validateProfileUpdate(t, { city: '', phone: '', pincode: '' })).toEqual([])
    expect(
      validateProfileUpdate(t, { firstName: ' ', lastName: '', email: 'nope', phone: '98765', pincode: '4000' }).map(
        (e) => ({ field: e.field, message: t(e.message, e.values) }),
      ),
    ).toEqual([
      { field: 'firstName', message: 'First name is required' },
      { field: 'lastName', message: 'Last name is required' },
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'phone', message: 'Phone number must be exactly 10 digits' },
      { field: 'pincode', message: 'Pincode must be 6 digits' },
    ])
    expect(
      validateProfileUpdate(t, { firstName: 'Asha', email: 'asha@example.in', phone: '9876543210', pincode: '400050' }),
    ).toEqual([])
  })
})

describe('websiteError', () => {
  it('accepts empty text and http(s) addresses, refuses the rest with the shared message', () => {
    expect(websiteError('')).toBeNull()
    expect(websiteError(' https://paws.org.in ')).toBeNull()
    expect(websiteError('paws.org.in')).toBe(MESSAGES.website)
    expect(websiteError('http://localhost')).toBe(MESSAGES.website)
  })
})

describe('password and account forms', () => {
  it('forgot password needs an e-mail that looks like one', () => {
    expect(messages(validateForgotPassword(t, { email: ' ' }))).toEqual({ email: 'Email is required' })
    expect(validateForgotPassword(t, { email: 'nope' })).toEqual([{ field: 'email', message: MESSAGES.email }])
    expect(validateForgotPassword(t, { email: 'a@b.in' })).toEqual([])
  })

  it('reset and change password check the rules, the confirmation and a different new password', () => {
    expect(validatePasswordReset(t, { password: 'Str0ng!pass', confirmPassword: 'other' })).toEqual([
      { field: 'confirmPassword', message: MESSAGES.passwordsDiffer },
    ])
    expect(
      messages(
        validatePasswordChange(t, { currentPassword: '', newPassword: 'Str0ng!pass', confirmPassword: 'Str0ng!pass' }),
      ),
    ).toEqual({ currentPassword: 'Current password is required' })
    expect(
      validatePasswordChange(t, {
        currentPassword: 'Str0ng!pass',
        newPassword: 'Str0ng!pass',
        confirmPassword: 'Str0ng!pass',
      }),
    ).toEqual([{ field: 'newPassword', message: MESSAGES.samePassword }])
  })

  it('deleting the account asks for the password', () => {
    expect(validateAccountDeletion({ password: '' }).map((e) => say(e.message))).toEqual([
      'Please enter your password to confirm',
    ])
    expect(validateAccountDeletion({ password: 'x' })).toEqual([])
  })
})

describe("the photo and form rules in the reader's language", () => {
  const marathi = catalogTranslator('mr', mr)
  const hindi = catalogTranslator('hi', hi)

  it('words the photo limits with their numbers', () => {
    expect(MESSAGES.maxImages(marathi, 3)).toBe(
      'जास्तीत जास्त 5 फोटो चालतात. तुमच्याकडे सध्या 3 फोटो आहेत. तुम्ही फक्त आणखी 2 जोडू शकता.',
    )
    expect(MESSAGES.maxImagesEdit(hindi, 4, 2)).toBe(
      'ज़्यादा से ज़्यादा 5 फ़ोटो की अनुमति है। अभी आपकी 4 पहले की और 2 नई फ़ोटो हैं। आप केवल 1 और जोड़ सकते हैं।',
    )
    expect(imageFileError(marathi, { type: 'image/jpeg', size: 11 * 1024 * 1024 })).toBe(
      'फाइल खूप मोठी आहे. जास्तीत जास्त: 10 MB',
    )
  })

  it("words a field's message from its id and values, the label and the unmet password rules in the reader's language", () => {
    const [password] = validateLogin(marathi, { email: 'a@b.in', password: '' })
    expect(marathi(password.message, password.values)).toBe('पासवर्ड आवश्यक आहे')
    const [weak] = validatePasswordReset(hindi, { password: 'abcdefgh', confirmPassword: 'abcdefgh' })
    expect(hindi(weak.message, weak.values).split('\n')[0]).toBe('पासवर्ड की शर्तें पूरी नहीं हुईं:')
    expect(hindi(weak.message, weak.values)).not.toMatch(/[A-Za-z]{4}/)
  })

  it('gives catalog ids for the messages without values', () => {
    expect(marathi(MESSAGES.capacityMin)).toBe('कमाल क्षमता किमान 1 असायला हवी')
    expect(hindi(avatarFileError({ type: 'application/pdf', size: 1 }) ?? 'validation.required')).toBe(
      'कृपया फ़ोटो वाली फ़ाइल चुनें',
    )
  })
})
