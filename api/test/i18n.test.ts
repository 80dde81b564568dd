// The API in each person's language: the language kept on the account, the sign-up
// code e-mail in the language signed up in, notifications written in each recipient's
// language, and error messages in the account's language, else the request's Accept-Language.
import { beforeEach, describe, expect, it } from 'vitest'
import { waitForMail } from './support/auth-mail.ts'
import { bearer, createUser, PASSWORD, resetDb, setupApp, type TestUser, uniqueEmail } from './support/helper.ts'
import { notificationsOf, report } from './support/rescue-fixtures.ts'

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
    const [admins] = await notificationsOf(db, admin.id)
    expect(admins.message).toBe(`Case #${rescue.id}: Dog, high urgency, in Mumbai. It needs an NGO.`)
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
    expect((await bad('en-IN')).json()).toMatchObject({ statusCode: 400, message: 'id must be integer' })
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
