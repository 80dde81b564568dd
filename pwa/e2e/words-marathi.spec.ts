// A phone set to Marathi reads Marathi where words used to stay English or raw: the share
// dialog's e-mail button and its one sentence with the animal's name, and the place search of
// a shared photo's report, which finds a locality typed in Devanagari ("बांद्रा" is Bandra) so
// the pincode is filled from the place picked.
import { readFileSync } from 'node:fs'
import { expect, serviceWorkerReady, shareToApp, test } from './rescue-support.ts'
import { listAnimals } from './support/app.ts'

const catalog: Record<string, string> = {
  ...JSON.parse(readFileSync(new URL('../../packages/contracts/locales/mr.json', import.meta.url), 'utf8')),
  ...JSON.parse(readFileSync(new URL('../src/locales/mr.json', import.meta.url), 'utf8')),
}

/** The app's Marathi words for `key`, with `{name}` values put in. */
function mr(key: string, values: Record<string, string | number> = {}): string {
  const text = catalog[key]
  if (!text) throw new Error(`no ${key} in mr`)
  return Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{${name}}`, String(value)), text)
}

test.use({ locale: 'mr-IN' })

test("an animal's share dialog is all in Marathi: the e-mail button and one sentence with the name", async ({
  page,
  request,
}) => {
  const [animal] = (await listAnimals(request)).animals
  await page.goto(`/animals/${animal.id}`)
  await page.getByRole('button', { name: mr('animal.shareWithFriends') }).click()
  const dialog = page.getByRole('dialog', { name: mr('animal.shareWithFriends') })
  await expect(dialog.getByRole('link', { name: mr('share.email') })).toBeVisible()
  await expect(dialog.getByText(mr('share.helpFindHome', { name: animal.name }))).toBeVisible()
  await expect(dialog).not.toContainText('field.email')
  await expect(dialog).not.toContainText('Email')
})

test('a place typed in Devanagari is found: "बांद्रा" offers Bandra and fills its pincode', async ({ page }) => {
  await page.goto('/')
  await serviceWorkerReady(page)
  await shareToApp(page, [64])
  await page.getByRole('button', { name: mr('bystander.withAnimalNo') }).click()
  await page.getByLabel(mr('bystander.localityOrPincode')).fill('बांद्रा')
  const found = page.getByRole('list', { name: mr('bystander.placesFound') })
  await found.getByRole('button', { name: 'Bandra West, 400050' }).click()
  await expect(page.getByText(mr('bystander.placePicked', { place: 'Bandra West, 400050' }))).toBeVisible()
})
