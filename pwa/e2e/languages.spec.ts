// Marathi and Hindi: a phone set to Marathi speaks Marathi on first visit; a choice
// made in the header is kept across reloads and sign-ins and on the account; a Hindi account's
// e-mail and notifications are in Hindi; an API refusal reaches a Marathi reader in Marathi;
// and at 360 px nothing in the wizard or the dashboard overflows in any language.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import {
  apiToken,
  createAdopter,
  DEMO,
  DEMO_PASSWORD,
  listAnimals,
  otpFor,
  uniqueEmail,
  uniquePhone,
} from './support/app.ts'

/** Signs in through the login screen whatever its language (fields by type, not by label). */
async function signInAnyLanguage(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login')
  const form = page.locator('form:has(input[type=password])')
  await form.locator('input[type=email]').fill(email)
  await form.locator('input[type=password]').fill(password)
  await form.locator('button[type=submit]').click()
  await expect(page).not.toHaveURL(/\/login/)
}

/** A new account signed up from a Marathi phone (the account keeps the language it signed up in). */
async function marathiAccount(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('marathi')
  const registered = await request.post('/api/auth/register', {
    headers: { 'accept-language': 'mr-IN,mr;q=0.9' },
    data: { firstName: 'Sai', lastName: 'Patil', email, password: DEMO_PASSWORD, phone: uniquePhone() },
  })
  expect(registered.ok(), await registered.text()).toBe(true)
  const verified = await request.post('/api/auth/verify-otp', { data: { email, otp: await otpFor(request, email) } })
  expect(verified.ok(), await verified.text()).toBe(true)
  return email
}

/** Sets an account's language back to English. */
async function speakEnglish(request: APIRequestContext, email: string) {
  const saved = await request.put('/api/users/locale', {
    headers: { Authorization: `Bearer ${await apiToken(request, email)}` },
    data: { locale: 'en' },
  })
  expect(saved.status(), await saved.text()).toBe(204)
}

/** Elements whose content is wider than their box (text cut off or spilling out). */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    const viewport = document.documentElement.clientWidth
    for (const el of document.querySelectorAll<HTMLElement>('main *, header *')) {
      const style = getComputedStyle(el)
      if (style.display === 'none' || style.visibility === 'hidden' || el.closest('.sr-only')) continue
      const box = el.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      // Text cut off: a box that hides or clips what does not fit, and something does not fit.
      const clips = ['hidden', 'clip'].includes(style.overflowX) && !style.textOverflow.includes('ellipsis')
      const spills = el.scrollWidth > el.clientWidth + 1 && (clips || style.overflowX === 'visible')
      // Lists that scroll sideways (the dashboard's tabs) may reach past the edge by design.
      let scroller = el.parentElement
      while (scroller && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX))
        scroller = scroller.parentElement
      const outside = !scroller && (box.right > viewport + 1 || box.left < -1)
      const leaf = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())
      if ((spills && leaf) || outside) {
        found.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`)
      }
    }
    return found
  })
}

test.describe('a phone set to Marathi', () => {
  test.use({ locale: 'mr-IN' })

  test('sees the home page, browse filters, an animal page, the rescue wizard and the dashboard in Marathi', async ({
    page,
    request,
  }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr-IN')
    await expect(page.getByRole('heading', { level: 1, name: 'प्रत्येक प्राण्याला कायमचे घर हवे' })).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'भाषा' })).toHaveValue('mr')

    await page.goto('/animals')
    await expect(page.getByRole('heading', { name: 'तुमचा नवा जिवलग मित्र शोधा' })).toBeVisible()
    await expect(page.getByText(/^\d+ पैकी 1-\d+ प्राणी दाखवत आहे$/)).toBeVisible()
    await page.getByRole('button', { name: /^फिल्टर/ }).click()
    const species = page.getByLabel('प्रजाती')
    await expect(species.locator('option').first()).toHaveText('सर्व प्रजाती')
    await species.selectOption('dog')
    await expect(page).toHaveURL(/species=dog/)
    await expect(page.getByRole('button', { name: /^\d+ प्राणी दाखवा$/ })).toBeVisible()
    await page.getByRole('button', { name: /^\d+ प्राणी दाखवा$/ }).click()

    await page.getByRole('article').first().getByRole('link').first().click()
    await expect(page).toHaveURL(/\/animals\/\d+/)
    await expect(page.getByRole('heading', { name: 'तपशील' })).toBeVisible()
    await expect(page.getByText('कुत्रा', { exact: true }).first()).toBeVisible()

    const email = await marathiAccount(request)
    // An application, for the dashboard's recent activity below.
    const [pet] = (await listAnimals(request, { status: 'available', limit: 1 })).animals
    const applied = await request.post('/api/adoptions', {
      headers: { authorization: `Bearer ${await apiToken(request, email)}` },
      data: { animalId: pet.id, applicationData: { livingSpace: 'house' } },
    })
    expect(applied.status(), await applied.text()).toBe(201)
    const applicationId = ((await applied.json()) as { id: number }).id
    await signInAnyLanguage(page, email)
    await page.goto('/rescue/form')
    await expect(page.getByRole('heading', { name: 'पायरी 1 / 4: प्राणी' })).toBeVisible()
    await expect(page.getByRole('radio', { name: 'मांजर' })).toBeVisible()
    // Next waits for the step; what is missing is said in Marathi, the shared rules' words too.
    await expect(page.getByRole('button', { name: 'पुढे' })).toBeDisabled()
    await expect(page.locator('#step-missing')).toHaveText(
      'पुढे जाण्यासाठी: कृपया प्राण्याचा प्रकार निवडा; कृपया हे किती तातडीचे आहे ते निवडा.',
    )

    // The adoption questions and their choices, in Marathi, on a listing nobody has applied for.
    const listed = await request.post('/api/animals', {
      headers: { Authorization: `Bearer ${await apiToken(request, DEMO.ngo)}` },
      data: { name: 'Moti', species: 'dog', size: 'medium' },
    })
    expect(listed.status(), await listed.text()).toBe(201)
    await page.goto(`/animals/${(await listed.json()).id}`)
    await page.getByRole('button', { name: 'मला दत्तक घ्यायचे आहे' }).click()
    const sheet = page.getByRole('dialog', { name: /ला दत्तक घ्या$/ })
    await expect(sheet.getByText('तुम्ही कुठे राहता?')).toBeVisible()
    await expect(sheet.getByRole('radio', { name: 'फ्लॅट / अपार्टमेंट' })).toBeVisible()
    await expect(
      sheet.getByRole('radiogroup', { name: 'घरी लहान मुले आहेत का?' }).getByRole('radio', { name: 'नाही' }),
    ).toBeVisible()
    await expect(sheet.getByRole('button', { name: 'अर्ज पाठवा' })).toBeVisible()
    await page.keyboard.press('Escape')

    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: /^पुन्हा स्वागत,/ })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'झटपट कामे' })).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'अलीकडील घडामोडी' }).getByRole('link', {
        name: `अर्ज #${applicationId}: तुम्ही ${pet.name} साठी अर्ज केला`,
      }),
    ).toBeVisible()
  })

  test('keeps its own language on the phone, not the others, and reads it with no signal', async ({
    page,
    context,
  }) => {
    await page.goto('/animals')
    await expect(page.getByRole('heading', { name: 'तुमचा नवा जिवलग मित्र शोधा' })).toBeVisible()
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    /** The catalog files in the worker's caches, as "catalog-<locale>-<part>". */
    const kept = () =>
      page.evaluate(async () => {
        const names: string[] = []
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys()) {
            const file = new URL(request.url).pathname.split('/').pop() ?? ''
            if (file.startsWith('catalog-')) names.push(file.split('-').slice(0, 3).join('-'))
          }
        }
        return names.sort()
      })
    await expect
      .poll(kept)
      .toEqual([
        'catalog-en-animals',
        'catalog-en-entry',
        'catalog-en-home',
        'catalog-en-public',
        'catalog-en-rest',
        'catalog-mr-animals',
        'catalog-mr-entry',
        'catalog-mr-home',
        'catalog-mr-public',
        'catalog-mr-rest',
      ])
    await context.setOffline(true)
    // A page that needs more of the catalog (sign-in), then the public ones.
    await page.goto('/login')
    await expect(page.getByRole('heading', { name: 'पुन्हा स्वागत' })).toBeVisible()
    await page.goto('/animals')
    await expect(page.getByRole('heading', { name: 'तुमचा नवा जिवलग मित्र शोधा' })).toBeVisible()
    await context.setOffline(false)
  })

  test('an API refusal (a wrong sign-up code, 422) reaches the reader in Marathi', async ({ page, request }) => {
    const email = uniqueEmail('marathi-code')
    await page.goto('/register')
    await expect(page.getByRole('heading', { name: 'तुमचे खाते तयार करा' })).toBeVisible()
    await page.getByLabel('पहिले नाव').fill('Sai')
    await page.getByLabel('आडनाव').fill('Patil')
    await page.getByLabel('ई-मेल').fill(email)
    await page.getByLabel('फोन नंबर').fill(uniquePhone())
    await page.locator('input[type=password]').fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'खाते तयार करा' }).click()
    await expect(page).toHaveURL(/\/verify-otp$/)
    const code = await otpFor(request, email)
    const wrong = code === '111111' ? '222222' : '111111'
    // The URL changes before the code page is drawn: wait for its first digit, not any textbox.
    await page.getByLabel('6 पैकी अंक 1').click()
    await page.keyboard.type(wrong)
    await page.getByRole('button', { name: 'पडताळा' }).click()
    await expect(page.getByText('चुकीचा कोड. अजून 4 प्रयत्न बाकी.')).toBeVisible()
  })

  test('signing in to an English account asks once, in Marathi, and keeping Marathi gives it to the account', async ({
    page,
    request,
  }) => {
    const email = await marathiAccount(request)
    await speakEnglish(request, email)
    await signInAnyLanguage(page, email)
    const question = page.getByRole('dialog', { name: 'हे खाते English मध्ये आहे' })
    await expect(question).toContainText('हा फोन मराठी मध्ये आहे. आतापासून ॲप कोणत्या भाषेत दिसावे?')
    // Nothing switched while the question is open.
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr-IN')
    await expect(question.getByRole('button', { name: 'खात्याची English वापरा' })).toBeVisible()
    await question.getByRole('button', { name: 'मराठी ठेवा' }).click()
    await expect(question).toBeHidden()
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr-IN')
    await expect(page.getByRole('combobox', { name: 'भाषा' })).toHaveValue('mr')
    // The account speaks Marathi now: its profile says so and the API answers it in Marathi.
    const token = await apiToken(request, email)
    const profile = () => request.get('/api/users/profile', { headers: { authorization: `Bearer ${token}` } })
    await expect.poll(async () => (await (await profile()).json()).locale).toBe('mr')
    const refused = await request.put('/api/users/profile', {
      // Asked in English: the account's language decides.
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-IN' },
      data: { phone: '12345' },
    })
    expect(refused.status()).toBe(400)
    expect((await refused.json()).message).toBe('फोन नंबर बरोबर 10 अंकांचा हवा')

    // Signed out and in again on this phone: nothing is asked.
    await page.evaluate(() => {
      for (const key of ['token', 'refreshToken', 'user']) localStorage.removeItem(key)
    })
    await signInAnyLanguage(page, email)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr-IN')
  })
})

test.describe('a phone set to Hindi', () => {
  test.use({ locale: 'hi-IN' })

  test("signing in to an English account asks in Hindi; using the account's English switches the app", async ({
    page,
    request,
  }) => {
    const email = await marathiAccount(request)
    await speakEnglish(request, email)
    await signInAnyLanguage(page, email)
    const question = page.getByRole('dialog', { name: 'यह खाता English में है' })
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
    await question.getByRole('button', { name: 'खाते की English इस्तेमाल करें' }).click()
    await expect(question).toBeHidden()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
    await page.reload()
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en')
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})

test('Hindi chosen in the header stays after a reload and a new sign-in, and the account keeps it', async ({
  page,
  request,
}) => {
  const account = await createAdopter(request, 'hindi-choice')
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
  const menu = page.getByRole('combobox', { name: 'Language' })
  const englishWidth = (await menu.boundingBox())?.width ?? 0
  await menu.selectOption('hi')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
  await expect(page.getByRole('heading', { level: 1, name: 'हर पालतू को हमेशा का घर चाहिए' })).toBeVisible()
  // The menu is as wide as the language it shows, not as its widest option (docs/rules.md#first-load).
  const hindiWidth = (await page.getByRole('combobox', { name: 'भाषा' }).boundingBox())?.width ?? 0
  expect(hindiWidth).toBeGreaterThan(0)
  expect(hindiWidth).toBeLessThan(englishWidth - 10)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'हर पालतू को हमेशा का घर चाहिए' })).toBeVisible()

  await signInAnyLanguage(page, account.email, account.password)
  await expect(page.getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi')
  // Signing in on this phone kept the phone's choice on the account.
  const token = await apiToken(request, account.email, account.password)
  await expect
    .poll(
      async () =>
        (await (await request.get('/api/users/profile', { headers: { authorization: `Bearer ${token}` } })).json())
          .locale,
    )
    .toBe('hi')

  // A new sign-in on a phone with no choice yet starts in the account's language.
  const other = await page
    .context()
    .browser()
    ?.newContext({ locale: 'en-IN', viewport: { width: 390, height: 844 } })
  if (!other) throw new Error('no browser')
  const fresh = await other.newPage()
  await signInAnyLanguage(fresh, account.email, account.password)
  await expect(fresh.locator('html')).toHaveAttribute('lang', 'hi-IN')
  await fresh.reload()
  await expect(fresh.getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi')
  await other.close()
})

test('a Hindi account gets its sign-up code e-mail and its notifications in Hindi', async ({ page, request }) => {
  const email = uniqueEmail('hindi')
  await page.goto('/register')
  await page.getByRole('combobox', { name: 'Language' }).selectOption('hi')
  await expect(page.getByRole('heading', { name: 'अपना खाता बनाएँ' })).toBeVisible()
  await page.getByLabel('पहला नाम').fill('Ravi')
  await page.getByLabel('उपनाम').fill('Sharma')
  await page.getByLabel('ई-मेल').fill(email)
  await page.getByLabel('फ़ोन नंबर').fill(uniquePhone())
  await page.locator('input[type=password]').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'खाता बनाएँ' }).click()
  await expect(page).toHaveURL(/\/verify-otp$/)

  const mailbox = await request.get('/api/dev/mailbox', { params: { to: email } })
  const [mail] = (await mailbox.json()).messages as { subject: string; text: string }[]
  expect(mail.subject).toMatch(/^आपका Mumbai Paws सत्यापन कोड: \d{6}$/)
  // Mail to an address that has confirmed nothing carries no name the sender typed.
  expect(mail.text).toMatch(/^नमस्ते,/)
  expect(mail.text).not.toContain('Ravi')

  await page.getByLabel('6 में से अंक 1').click()
  await page.keyboard.type(await otpFor(request, email))
  await page.getByRole('button', { name: 'सत्यापित करें' }).click()
  await expect(page).not.toHaveURL(/verify-otp/)

  const token = await apiToken(request, email)
  const filed = await request.post('/api/rescues', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      animalType: 'cat',
      urgency: 'medium',
      description: 'Hindi account: kitten stuck behind the water tank',
      location: { address: 'Hill Road', city: 'Mumbai', pincode: '400050' },
    },
  })
  expect(filed.ok(), await filed.text()).toBe(true)
  await page.goto('/notifications')
  await expect(page.getByText('आपकी रिपोर्ट हमें मिल गई')).toBeVisible()
  await expect(page.getByText(/केस #\d+: बिल्ली, ज़रूरत मध्यम।/)).toBeVisible()
})

/** Words of three or more Latin letters, apart from those the glossary keeps (NGO, OTP). */
function latinWords(texts: string[]): string[] {
  return texts.flatMap((text) => text.match(/[A-Za-z]{3,}/g) ?? []).filter((w) => !/^(NGO|OTP)$/.test(w))
}

for (const [locale, words] of [
  ['mr', { filters: 'फिल्टर', species: 'प्रजाती', cat: 'मांजर', next: 'पुढे', address: 'पत्ता', end: '.' }],
  ['hi', { filters: 'फ़िल्टर', species: 'प्रजाति', cat: 'बिल्ली', next: 'आगे', address: 'पता', end: '।' }],
] as const) {
  test(`at 360 px the browse filters, a validation sentence and the notification tabs read in ${locale} only`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.addInitScript((chosen) => localStorage.setItem('paws.locale', chosen), locale)

    // The browse filters' choices: species, gender and city.
    await page.goto('/animals')
    await page.getByRole('button', { name: new RegExp(`^${words.filters}`) }).click()
    await expect(page.getByLabel(words.species)).toBeVisible()
    const choices = await page.locator('select[id$="-species"], select[id$="-gender"], select[id$="-city"]').all()
    expect(choices).toHaveLength(3)
    const options = (await Promise.all(choices.map((select) => select.locator('option').allTextContents()))).flat()
    expect(options.length).toBeGreaterThan(10)
    expect(latinWords(options)).toEqual([])

    // A validation sentence names its fields in the reader's words and ends the language's way.
    await signInAnyLanguage(page, await marathiAccount(request))
    await page.goto('/rescue/form')
    await page.getByRole('radio', { name: words.cat }).click()
    await page.getByRole('radio', { name: 'मध्यम' }).click()
    await page.getByRole('button', { name: words.next }).click()
    const missing = page.locator('#step-missing')
    await expect(missing).toBeVisible()
    const sentence = (await missing.textContent()) ?? ''
    expect(sentence).toContain(words.address)
    expect(latinWords([sentence])).toEqual([])
    expect(sentence.endsWith(words.end)).toBe(true)

    // The notification tabs All / Unread / Read.
    await page.goto('/notifications')
    const tabs = page.getByRole('tab')
    await expect(tabs).toHaveCount(3)
    expect(latinWords(await tabs.allTextContents())).toEqual([])
  })
}

for (const [locale, name] of [
  ['en', 'English'],
  ['mr', 'मराठी'],
  ['hi', 'हिन्दी'],
] as const) {
  for (const [what, who, path] of [
    ['the NGO dashboard', DEMO.ngo, '/dashboard'],
    ['the rescue wizard', DEMO.adopter, '/rescue/form'],
  ] as const) {
    test(`at 360 px nothing in ${what} overflows in ${name}`, async ({ page, request }) => {
      await page.setViewportSize({ width: 360, height: 740 })
      await page.addInitScript((chosen) => localStorage.setItem('paws.locale', chosen), locale)
      try {
        await signInAnyLanguage(page, who)
        await page.goto(path)
        await expect(page.locator('html')).toHaveAttribute('lang', `${locale}-IN`)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expect(page.getByRole('status')).toHaveCount(0)
        await page.screenshot({
          path: test.info().outputPath(`${path.slice(1).replace('/', '-')}-${locale}.png`),
          fullPage: true,
        })
        expect(await overflowing(page)).toEqual([])
      } finally {
        // Signing in kept the device's language on the demo account; the other specs read English.
        await speakEnglish(request, who)
      }
    })
  }
}
