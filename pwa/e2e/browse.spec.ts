// Browsing: the filters live in the address, so the back button (and a shared link) restores
// them together with the results.
import { expect, test, type Page } from '@playwright/test'
import { listAnimals } from './support/app.ts'

const range = (page: Page) => page.getByText(/^Showing \d+-\d+ of \d+ animals$/)
const cardNames = (page: Page) => page.getByRole('article').getByRole('heading').allTextContents()

function rangeText(total: number, limit = 12) {
  return `Showing 1-${Math.min(limit, total)} of ${total} animals`
}

test('filters narrow the list, and back from a detail page restores them', async ({ page, request }) => {
  const all = await listAnimals(request)
  const cats = await listAnimals(request, { species: 'cat' })
  const femaleCats = await listAnimals(request, { species: 'cat', gender: 'female' })
  expect(femaleCats.meta.total).toBeGreaterThan(0)
  expect(femaleCats.meta.total).toBeLessThan(cats.meta.total)

  await page.goto('/animals')
  await expect(page.getByRole('heading', { name: 'Find your new best friend' })).toBeVisible()
  await expect(range(page)).toHaveText(rangeText(all.meta.total))
  await expect(page.getByRole('article')).toHaveCount(Math.min(12, all.meta.total))

  await page.getByRole('button', { name: /^Filters/ }).click()
  await page.getByLabel('Species').selectOption('cat')
  await expect(page).toHaveURL(/\/animals\?species=cat$/)
  await expect(range(page)).toHaveText(rangeText(cats.meta.total))
  await page.getByLabel('Gender').selectOption('female')
  await expect(page).toHaveURL(/species=cat/)
  await expect(page).toHaveURL(/gender=female/)
  await expect(range(page)).toHaveText(rangeText(femaleCats.meta.total))
  await expect(page.getByRole('article')).toHaveCount(femaleCats.animals.slice(0, 12).length)
  // The open panel says how many it found; its button closes it onto the results.
  const n = femaleCats.meta.total
  await page.getByRole('button', { name: n === 1 ? 'Show 1 animal' : `Show ${n} animals` }).click()
  await expect(page.getByLabel('Species')).toBeHidden()
  const femaleCatNames = femaleCats.animals.map((a) => a.name)
  for (const name of await cardNames(page)) expect(femaleCatNames).toContain(name)

  // Open the first result, then come back.
  const first = page.getByRole('article').first()
  const name = (await first.getByRole('heading').textContent())?.trim()
  await first.getByRole('link').click()
  await expect(page).toHaveURL(/\/animals\/\d+$/)
  await expect(page.getByRole('heading', { name, level: 1 }).first()).toBeVisible()
  await page.goBack()

  await expect(page).toHaveURL(/species=cat/)
  await expect(page).toHaveURL(/gender=female/)
  await expect(page.getByLabel('Species')).toHaveValue('cat')
  await expect(page.getByLabel('Gender')).toHaveValue('female')
  await expect(range(page)).toHaveText(rangeText(femaleCats.meta.total))
  expect((await cardNames(page)).sort()).toEqual(
    femaleCats.animals
      .slice(0, 12)
      .map((a) => a.name)
      .sort(),
  )

  // Back once more: the species-only list (each filter change was its own history entry).
  await page.goBack()
  await expect(page).toHaveURL(/\/animals\?species=cat$/)
  await expect(range(page)).toHaveText(rangeText(cats.meta.total))
})

test('search by name, an empty result and Clear Filters', async ({ page, request }) => {
  const all = await listAnimals(request)
  await page.goto('/animals')
  await expect(range(page)).toHaveText(rangeText(all.meta.total))

  await page.getByRole('searchbox', { name: 'Search by name, breed or description' }).fill('Sheru')
  await expect(page).toHaveURL(/search=Sheru/)
  await expect(page.getByRole('article').getByRole('heading', { name: 'Sheru' })).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(1)

  await page.goto('/animals?search=no-such-animal-anywhere')
  await expect(page.getByRole('heading', { name: 'No pets found' })).toBeVisible()
  await page.getByRole('button', { name: 'Clear Filters' }).click()
  await expect(page).toHaveURL(/\/animals$/)
  await expect(range(page)).toHaveText(rangeText(all.meta.total))
})

test('pages of twelve, and the address keeps the page', async ({ page, request }) => {
  const all = await listAnimals(request)
  expect(all.meta.total).toBeGreaterThan(12)
  await page.goto('/animals')
  await expect(range(page)).toHaveText(rangeText(all.meta.total))
  await page
    .getByRole('navigation', { name: /pagination/i })
    .getByRole('link', { name: 'Page 2', exact: true })
    .click()
  await expect(page).toHaveURL(/page=2/)
  await expect(range(page)).toHaveText(`Showing 13-${Math.min(24, all.meta.total)} of ${all.meta.total} animals`)
  await page.reload()
  await expect(range(page)).toHaveText(`Showing 13-${Math.min(24, all.meta.total)} of ${all.meta.total} animals`)
})

test('on a phone the cards take the small photo, and photos far below the screen wait until scrolled near', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const photos = new Set<string>()
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && request.url().includes('/uploads/animals/')) photos.add(request.url())
  })
  // A demo animal, whose photo went through the upload pipeline (other tests list animals
  // without photos, and they may come first in the full list).
  await page.goto('/animals?search=Sheru')
  const sheru = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Sheru' }) })
  const photo = sheru.getByRole('img', { name: /^Photo of / })
  await expect(photo).toHaveJSProperty('complete', true)
  // It arrives at the width a phone's card needs, not the 400 px square.
  expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/uploads\/animals\/.+-small\.webp$/)
  expect([...photos].filter((url) => url.endsWith('-thumb.webp'))).toEqual([])

  await page.goto('/animals')
  const cards = page.getByRole('article')
  await expect(cards).toHaveCount(12)
  const last = cards.last().getByRole('img', { name: /^Photo of / })
  await expect(cards.first().getByRole('img', { name: /^Photo of / })).toHaveJSProperty('complete', true)
  // The last card, well below the screen, has asked for nothing yet.
  expect(await last.getAttribute('src')).toBeNull()
  await last.scrollIntoViewIfNeeded()
  await expect(last).toHaveAttribute('src', /./)
  await expect(last).toHaveJSProperty('complete', true)
})
