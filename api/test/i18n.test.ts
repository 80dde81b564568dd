// The API in each person's language: the language kept on the account, the sign-up
// code e-mail in the language signed up in, notifications written in each recipient's
// language, and error messages in the account's language, else the request's Accept-Language.
import { beforeEach, describe, expect, it } from 'vitest'
import { waitForMail } from './support/auth-mail.ts'
import { bearer, createUser, PASSWORD, resetDb, setupApp, type TestUser, uniqueEmail } from './support/helper.ts'
import { SAMPLE_ANSWERS } from './support/adoption-fixtures.ts'
import { insertAnimal } from './support/factories/animals.ts'
import { multipart, png } from './support/factories/images.ts'
import { notificationsOf, report } from './support/rescue-fixtures.ts'
import { rescueConflictMessage } from '@paws/contracts'
import { Conflict, NotFound, TooManyRequests } from '../src/lib/errors.ts'
import { englishTranslator, translatorFor } from '../src/lib/i18n.ts'

const ctx = await setupApp()
const { app, db } = ctx

let adopter: TestUser
let admin: TestUser

beforeEach(async () => {
  await resetDb(db)
  adopter = await createUser(ctx)
  admin = await createUser(ctx, { role: 'admin' })
})

const setLocale = (user: TestUser, locale: string) =>
  app.inject({ method: 'PUT', url: '/api/users/locale', headers: bearer(user), payload: { locale } })

describe("the account's language", () => {
  it('is none until chosen (English meanwhile), kept when set, and only one of en, mr, hi', async () => {
    const profile = () => app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(adopter) })
    expect((await profile()).json().locale).toBeNull()
    expect((await setLocale(adopter, 'hi')).statusCode).toBe(204)
    expect((await profile()).json().locale).toBe('hi')
    const refused = await setLocale(adopter, 'fr')
    expect(refused.statusCode).toBe(400)
    expect((await profile()).json().locale).toBe('hi')
  })

  it('is none for a sign-up whose request names none of ours', async () => {
    const email = uniqueEmail('unnamed')
    await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'fr-FR, de;q=0.5' },
      payload: { firstName: 'Ana', lastName: 'Lopes', email, password: PASSWORD, phone: '9876543210' },
    })
    const mail = await waitForMail(app, email, /verification code/)
    const code = mail.text.match(/code is (\d{6})/)?.[1]
    const verified = await app.inject({ method: 'POST', url: '/api/auth/verify-otp', payload: { email, otp: code } })
    const profile = await app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: bearer(verified.json().accessToken),
    })
    expect(profile.json().locale).toBeNull()
  })

  it('is the language signed up in, and the code e-mail speaks it', async () => {
    const email = uniqueEmail('marathi')
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'mr-IN,mr;q=0.9,en;q=0.5' },
      payload: { firstName: 'Sai', lastName: 'Patil', email, password: PASSWORD, phone: '9876543210' },
    })
    expect(res.statusCode).toBe(201)
    const mail = await waitForMail(app, email, /पडताळणी कोड/)
    expect(mail.subject).toMatch(/^तुमचा Mumbai Paws पडताळणी कोड: \d{6}$/)
    // The address has confirmed nothing yet: the greeting names no one.
    expect(mail.text).toMatch(/^नमस्कार,\n/)
    expect(mail.text).not.toContain('Sai')
    const code = mail.text.match(/कोड (\d{6}) आहे/)?.[1]
    const verified = await app.inject({ method: 'POST', url: '/api/auth/verify-otp', payload: { email, otp: code } })
    expect(verified.statusCode).toBe(200)
    const profile = await app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: bearer(verified.json().accessToken),
    })
    expect(profile.json().locale).toBe('mr')
  })
})

describe('notifications', () => {
  it("are written in each recipient's language", async () => {
    await setLocale(adopter, 'hi')
    const rescue = await report(app, adopter)
    const [mine] = await notificationsOf(db, adopter.id)
    expect(mine.title).toBe('आपकी रिपोर्ट हमें मिल गई')
    expect(mine.message).toBe(`केस #${rescue.id}: कुत्ता, ज़रूरत गंभीर। हम NGO ढूँढ रहे हैं और हर क़दम पर यहाँ बताएँगे।`)
    // The admin reads English (nobody is on duty near it: the one notice is that it has no cover).
    const [admins] = await notificationsOf(db, admin.id)
    expect(admins.message).toBe(
      `Case #${rescue.id} (Dog, high urgency, Mumbai) has nobody on duty near it. The farther responders were asked; please assign it.`,
    )
  })
})

describe('error messages', () => {
  const badPhone = (user: TestUser, language?: string) =>
    app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { ...bearer(user), ...(language ? { 'accept-language': language } : {}) },
      payload: { phone: '123' },
    })

  it("follow the account's language before the request's", async () => {
    expect((await badPhone(adopter)).json().errors[0].message).toBe('Phone number must be exactly 10 digits')
    await setLocale(adopter, 'hi')
    const res = await badPhone(adopter, 'mr')
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual([{ field: 'phone', message: 'फ़ोन नंबर ठीक 10 अंकों का होना चाहिए' }])
    expect(res.json().message).toBe('फ़ोन नंबर ठीक 10 अंकों का होना चाहिए')
  })

  it("word the password rules a new password misses in the reader's language", async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/users/password',
      headers: { ...bearer(adopter), 'accept-language': 'hi' },
      payload: { currentPassword: PASSWORD, newPassword: 'onlysmallletters' },
    })
    expect(res.statusCode, res.body).toBe(400)
    const [error] = res.json().errors
    expect(error.field).toBe('newPassword')
    expect(error.message.split('\n')[0]).toBe('पासवर्ड की शर्तें पूरी नहीं हुईं:')
    expect(error.message).not.toMatch(/[A-Za-z]{4}/)
  })

  it("follow Accept-Language without an account, plurals included (a wrong sign-up code's 422)", async () => {
    const email = uniqueEmail('code')
    await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: 'Sai', lastName: 'Patil', email, password: PASSWORD, phone: '9876543210' },
    })
    const wrong = (language: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/verify-otp',
        headers: { 'accept-language': language },
        payload: { email, otp: '000000' },
      })
    const first = await wrong('mr-IN')
    expect(first.statusCode).toBe(422)
    expect(first.json().message).toBe('चुकीचा कोड. अजून 4 प्रयत्न बाकी.')
    expect((await wrong('hi')).json().message).toBe('ग़लत कोड। 3 कोशिशें बाकी।')
    expect((await wrong('fr, en;q=0.5')).json().message).toBe('Incorrect code. 2 attempts left.')
  })

  it('named by their catalog key speak the language, and English keeps its sentence', async () => {
    const login = (language: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'accept-language': language },
        payload: { email: 'nobody-here@example.com', password: PASSWORD },
      })
    expect((await login('mr')).json()).toMatchObject({ statusCode: 401, message: 'ई-मेल किंवा पासवर्ड चुकीचा आहे' })
    expect((await login('en')).json()).toMatchObject({ statusCode: 401, message: 'Invalid email or password' })
    const forbidden = await app.inject({
      method: 'GET',
      url: '/api/admin/export/users.csv',
      headers: { ...bearer(adopter), 'accept-language': 'hi' },
    })
    expect(forbidden.json()).toMatchObject({ statusCode: 403, message: 'आपको यह करने की अनुमति नहीं है' })
  })

  it('of the request schema speak the language too, and English keeps the details', async () => {
    const bad = (language: string) =>
      app.inject({
        method: 'GET',
        url: '/api/animals/abc',
        headers: { 'accept-language': language },
      })
    expect((await bad('en-IN')).json()).toMatchObject({
      statusCode: 400,
      message: 'id must be a whole number written in digits only, like 12',
    })
    expect((await bad('hi-IN')).json()).toMatchObject({
      statusCode: 400,
      message: 'id सही नहीं है',
      errors: [{ field: 'id', message: 'id सही नहीं है' }],
    })
    const missing = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'mr' },
      payload: { email: 'someone@example.com' },
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().errors).toContainEqual({ field: 'password', message: 'password आवश्यक आहे' })
  })
})

describe("the domain errors people meet, in the reader's language (docs/rules.md#error-messages)", () => {
  const ask = (url: string, language: string, user: TestUser = adopter) =>
    app.inject({ method: 'GET', url, headers: { ...bearer(user), 'accept-language': language } })

  it('a rescue case that is not there', async () => {
    expect((await ask('/api/rescues/987654', 'mr')).json()).toMatchObject({
      statusCode: 404,
      message: 'बचाव विनंती सापडली नाही',
    })
    expect((await ask('/api/rescues/987654', 'en')).json().message).toBe('Rescue request not found')
  })

  it('a case merged into another, by its number', async () => {
    const kept = await report(app, adopter)
    const merged = await report(app, adopter)
    await db.updateTable('rescues').set({ merged_into_id: kept.id }).where('id', '=', merged.id).execute()
    await setLocale(adopter, 'hi')
    const res = await app.inject({
      method: 'PUT',
      url: `/api/rescues/${merged.id}`,
      headers: bearer(adopter),
      payload: { status: 'cancelled' },
    })
    expect(res.json()).toMatchObject({
      statusCode: 409,
      message: `यह केस केस #${kept.id} में मिला दिया गया है और अब बदला नहीं जा सकता।`,
    })
  })

  it('dispatch, responders and clinics refuse a person who is none of theirs', async () => {
    expect((await ask('/api/rescues/offers', 'mr')).json()).toMatchObject({
      statusCode: 403,
      message: 'फक्त मंजूर NGO चे सदस्य केसना प्रतिसाद देतात.',
    })
    expect((await ask('/api/responders/me/duty', 'mr')).json()).toMatchObject({
      statusCode: 403,
      message: 'फक्त NGO चे सदस्य (समन्वयक आणि प्रतिसादक) ड्युटीवर येऊ शकतात',
    })
    expect((await ask('/api/clinics/me', 'hi')).json()).toMatchObject({
      statusCode: 404,
      message: 'केवल क्लिनिक (पशु चिकित्सक) खाते का ही क्लिनिक होता है।',
    })
    expect((await ask('/api/clinics/me', 'en')).json().message).toBe('Only a clinic (vet) account has a clinic.')
  })

  it('a session that is no longer valid, and a wrong current password on its field', async () => {
    const stale = await app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { authorization: 'Bearer not-a-token', 'accept-language': 'mr' },
    })
    expect(stale.json()).toMatchObject({
      statusCode: 401,
      message: 'तुमचे सत्र संपले आहे किंवा अवैध आहे. कृपया पुन्हा साइन इन करा.',
    })
    const change = (language: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/users/password',
        headers: { ...bearer(adopter), 'accept-language': language },
        payload: { currentPassword: 'Wrong-pass-123', newPassword: 'New-pass-4567' },
      })
    expect((await change('mr')).json()).toMatchObject({
      statusCode: 422,
      message: 'सध्याचा पासवर्ड चुकीचा आहे',
      errors: [{ field: 'currentPassword', message: 'सध्याचा पासवर्ड चुकीचा आहे' }],
    })
    expect((await change('en')).json()).toMatchObject({
      message: 'Current password is incorrect',
      errors: [{ field: 'currentPassword', message: 'Current password is incorrect' }],
    })
  })

  it("an account's missing profile, and a team only its coordinator manages", async () => {
    expect((await ask('/api/users/me/ngo', 'mr')).json()).toMatchObject({
      statusCode: 404,
      message: 'या खात्याचे NGO प्रोफाइल नाही',
    })
    expect((await ask('/api/ngos/me/members', 'hi')).json()).toMatchObject({
      statusCode: 403,
      message: 'केवल NGO का समन्वयक ही उसकी टीम संभाल सकता है',
    })
  })
})

describe("the refusals of adoptions, animals, NGOs, alerts and the rest, in the reader's language", () => {
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, language: string, user: TestUser, payload?: object) =>
    app.inject({ method, url, headers: { ...bearer(user), 'accept-language': language }, payload })

  it('an adoption applied for twice names the animal', async () => {
    const owner = await createUser(ctx)
    const animalId = await insertAnimal(db, owner.id, { name: 'Bruno' })
    const body = { animalId, applicationData: SAMPLE_ANSWERS }
    expect((await send('POST', '/api/adoptions', 'mr', adopter, body)).statusCode).toBe(201)
    expect((await send('POST', '/api/adoptions', 'mr', adopter, body)).json()).toMatchObject({
      statusCode: 409,
      message: 'Bruno साठी तुमचा अर्ज आधीच खुला आहे. तुमच्या डॅशबोर्डवरून तुम्ही तो पाहू शकता.',
    })
    expect((await send('POST', '/api/adoptions', 'en', adopter, body)).json().message).toBe(
      'You already have an open application for Bruno. You can follow it from your dashboard.',
    )
  })

  it("an animal not there, and another owner's animal", async () => {
    const owner = await createUser(ctx)
    const animalId = await insertAnimal(db, owner.id, { name: 'Bruno' })
    expect((await send('PUT', '/api/animals/987654', 'mr', owner, { name: 'Raja' })).json()).toMatchObject({
      statusCode: 404,
      message: 'प्राणी सापडला नाही',
    })
    expect((await send('DELETE', `/api/animals/${animalId}`, 'hi', adopter)).json()).toMatchObject({
      statusCode: 403,
      message: 'आप केवल अपने जानवर हटा सकते हैं।',
    })
  })

  it("an NGO's rejection without a reason, on its field", async () => {
    const ngo = await createUser(ctx, { role: 'ngo', ngoStatus: 'pending' })
    const res = await send('POST', `/api/ngos/${ngo.ngoId}/verify`, 'mr', admin, { action: 'reject' })
    expect(res.json()).toMatchObject({
      statusCode: 400,
      message: 'ही NGO नाकारण्याचे कारण द्या.',
      errors: [{ field: 'reason', message: 'ही NGO नाकारण्याचे कारण द्या.' }],
    })
  })

  it('a case merged into itself, an alert and a notification not there', async () => {
    const rescue = await report(app, adopter)
    const merge = await send('POST', `/api/admin/rescues/${rescue.id}/merge`, 'mr', admin, { intoId: rescue.id })
    expect(merge.json()).toMatchObject({
      statusCode: 422,
      message: 'केस स्वतःमध्येच विलीन करता येत नाही.',
      errors: [{ field: 'intoId', message: 'दुसरी केस निवडा' }],
    })
    expect((await send('DELETE', '/api/alerts/987654', 'mr', adopter)).json().message).toBe('अलर्ट सापडला नाही')
    expect((await send('DELETE', '/api/notifications/987654', 'hi', adopter)).json().message).toBe('सूचना नहीं मिली')
  })

  it('a blanked name, worded with its label, beside a keyed field message', async () => {
    const res = await send('PUT', `/api/users/${adopter.id}`, 'hi', admin, { firstName: ' ', phone: '12' })
    expect(res.json()).toMatchObject({
      statusCode: 400,
      errors: [
        { field: 'firstName', message: 'पहला नाम ज़रूरी है' },
        { field: 'phone', message: 'फ़ोन नंबर ठीक 10 अंकों का होना चाहिए' },
      ],
    })
    const english = await send('PUT', `/api/users/${adopter.id}`, 'en', admin, { firstName: ' ' })
    expect(english.json().errors).toEqual([{ field: 'firstName', message: 'First name is required' }])
  })

  it("a photo over the limit, in the limit's numbers, and a file that is no photo", async () => {
    const owner = await createUser(ctx)
    const full = await insertAnimal(db, owner.id, {
      images: ['a', 'b', 'c', 'd', 'e'].map((x) => `/uploads/${x}.webp`),
    })
    const empty = await insertAnimal(db, owner.id)
    const upload = async (animalId: number, language: string) => {
      const form = multipart({}, [{ bytes: await png(), name: 'dog.png', type: 'image/png' }])
      const text = multipart({}, [{ bytes: Buffer.from('not a photo'), name: 'dog.png', type: 'image/png' }])
      const chosen = animalId === full ? form : text
      return app.inject({
        method: 'POST',
        url: `/api/animals/${animalId}/images`,
        headers: { ...bearer(owner), ...chosen.headers, 'accept-language': language },
        payload: chosen.payload,
      })
    }
    expect((await upload(full, 'mr')).json()).toMatchObject({
      statusCode: 422,
      message: 'जास्तीत जास्त 5 फोटो चालतात. तुमच्याकडे सध्या 5 फोटो आहेत. तुम्ही फक्त आणखी 0 जोडू शकता.',
    })
    expect((await upload(empty, 'hi')).json()).toMatchObject({
      statusCode: 415,
      message: 'इस प्रकार की फ़ाइल नहीं चलेगी। चलने वाले प्रकार: jpeg, png, webp, gif',
    })
  })
})

describe('a field named in a refusal', () => {
  it("says how to send a case's photos in the reader's language, under the photos' field", async () => {
    const rescue = await report(app, adopter)
    const res = await app.inject({
      method: 'POST',
      url: `/api/rescues/${rescue.id}/images`,
      headers: { ...bearer(adopter), 'accept-language': 'hi' },
      payload: { images: [] },
    })
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().errors).toEqual([{ field: 'images', message: 'फ़ोटो "images" में multipart/form-data के रूप में भेजें' }])
  })
})

describe('a refusal of the API is built from its catalog key (lib/errors.ts)', () => {
  it('and logs the English of the catalog, with its values', () => {
    expect(new NotFound().message).toBe(englishTranslator('error.notFound'))
    expect(new Conflict('error.rescue.merged', { id: '7' }).message).toBe(
      'This case was merged into case #7 and can no longer be changed.',
    )
    const wait = new TooManyRequests('error.auth.resendWait', { seconds: 30 }, 29.5)
    expect([wait.statusCode, wait.message, wait.headers]).toEqual([
      429,
      'Please wait 30 seconds before requesting a new code.',
      { 'retry-after': '30' },
    ])
  })

  it("or from a shared rule's wording, given the reader's translator", () => {
    const conflict = new Conflict((t) => rescueConflictMessage(t, 'completed', 'accepted'), undefined, { reason: 'x' })
    expect(conflict.message).toBe(rescueConflictMessage(englishTranslator, 'completed', 'accepted'))
    expect(conflict.answerIn('hi').message).toBe(rescueConflictMessage(translatorFor('hi'), 'completed', 'accepted'))
    expect(conflict.details).toEqual({ reason: 'x' })
  })

  it('never from an English sentence (a key the catalogs lack does not compile)', () => {
    const english = () =>
      // @ts-expect-error an English sentence is no catalog key
      new NotFound('Animal not found')
    expect(typeof english).toBe('function')
  })
})
