// The report wizard's rules and messages (docs/screens.md and docs/rules.md#validation), its draft,
// and the screens for visitors and NGOs.
import { english } from './support/english.ts'
import { HELPLINE_PHONE, HELPLINE_TEL, MESSAGES } from '@paws/contracts'
import { DEMO, expect, newReporter, photoFiles, signIn, test } from './rescue-support.ts'
import { capturedText } from '../src/lib/use-geolocation.ts'

test('a visitor gets the form (account at Submit); NGOs get their own screen instead', async ({ page }) => {
  await page.goto('/rescue/form')
  await expect(page.getByRole('heading', { name: 'Step 1 of 4: Animal' })).toBeVisible()
  await expect(page.locator('#main').getByRole('link', { name: HELPLINE_PHONE })).toHaveAttribute(
    'href',
    `tel:${HELPLINE_TEL}`,
  )
  await expect(page.getByRole('heading', { name: english('rescueText.loginToReport') })).toHaveCount(0)
  await page.goto('/rescue/1')
  await expect(page.getByRole('heading', { name: english('rescueText.loginToView') })).toBeVisible()
  await page.goto('/rescue')
  await expect(page.getByRole('heading', { name: english('rescueText.hero') })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Report Rescue Case' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Call the 24\/7 hotline/ })).toHaveAttribute('href', 'tel:+912240001234')

  await signIn(page, DEMO.ngo, undefined, '/rescue/form')
  await expect(page.getByRole('heading', { name: english('rescueText.ngoRestriction') })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible()
  await page.getByRole('link', { name: 'View Rescue Requests' }).click()
  await expect(page.getByRole('heading', { name: english('rescueText.ngoListTitle') })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Report Rescue Case' })).toHaveCount(0)
})

test('Next waits for each step, GPS fills coordinates, photos stop at 5 with the spec message', async ({
  page,
  context,
  request,
}) => {
  const me = await newReporter(request)
  await context.grantPermissions(['geolocation'])
  await context.setGeolocation({ latitude: 19.0178, longitude: 72.8478, accuracy: 14 })
  await signIn(page, me.email, undefined, '/rescue/form')
  const next = page.getByRole('button', { name: 'Next' })

  await expect(page.getByRole('heading', { name: 'Step 1 of 4: Animal' })).toBeVisible()
  await expect(next).toBeDisabled()
  await page.getByRole('radio', { name: 'Cat' }).check()
  await expect(next).toBeDisabled()
  await expect(page.getByText(english(MESSAGES.rescueUrgency))).toBeVisible()
  await page.getByRole('radio', { name: /^Critical/ }).check()
  // The camera comes early: photos are picked on step 1.
  const files = page.locator('input[type=file]')
  await files.setInputFiles(photoFiles([1, 2, 3, 4]))
  await expect(page.getByRole('img', { name: 'Photo 4', exact: true })).toBeVisible()
  await files.setInputFiles(photoFiles([5, 6]))
  await expect(page.getByRole('alert').filter({ hasText: 'Maximum 5 images' })).toHaveText(
    MESSAGES.maxImages(english, 4),
  )
  await files.setInputFiles(photoFiles([5]))
  await expect(page.getByRole('img', { name: 'Photo 5', exact: true })).toBeVisible()
  await expect(page.getByText('Photo limit reached')).toBeVisible()
  await page.getByRole('button', { name: 'Remove photo 5' }).click()
  await expect(page.getByRole('img', { name: 'Photo 5', exact: true })).toHaveCount(0)
  await next.click()

  await expect(page.getByRole('heading', { name: 'Step 2 of 4: Location' })).toBeVisible()
  // The GPS is asked for as the step opens (no tap).
  await expect(page.getByText(capturedText(19.0178, 72.8478, 14))).toBeVisible()
  await expect(next).toBeDisabled()
  // GPS does not replace the address: still required.
  await expect(next).toBeDisabled()
  await page.getByLabel('Address').fill('Gokhale Road, Dadar West')
  await page.getByLabel('City').fill('')
  await page.getByLabel('Pincode').fill('4000')
  await expect(page.getByLabel('Pincode')).toHaveAccessibleDescription(english(MESSAGES.pincode))
  await expect(next).toBeDisabled()
  await page.getByLabel('City').fill('Mumbai')
  await page.getByLabel('Pincode').fill('400028')
  // State and landmarks are optional.
  await page.getByLabel('State').fill('')
  await next.click()

  await expect(page.getByRole('heading', { name: 'Step 3 of 4: Condition' })).toBeVisible()
  await expect(next).toBeDisabled()
  await page.getByLabel('Description').fill('Kitten stuck in a drain, crying')
  await next.click()

  await expect(page.getByRole('heading', { name: 'Step 4 of 4: Contact' })).toBeVisible()
  await expect(page.getByText(english('rescueText.longSubmit'))).toBeVisible()
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByLabel('Description')).toHaveValue('Kitten stuck in a drain, crying')
})

test('the draft survives a reload, photos included, and is gone after a successful submit', async ({
  page,
  request,
}) => {
  const me = await newReporter(request)
  await signIn(page, me.email, undefined, '/rescue/form')
  await page.getByRole('radio', { name: 'Bird' }).check()
  await page.getByRole('radio', { name: /^Medium/ }).check()
  await page.locator('input[type=file]').setInputFiles(photoFiles([7, 8]))
  await expect(page.getByRole('img', { name: 'Photo 2', exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('Address').fill('Shivaji Park, near the gate')
  await page.getByLabel('Pincode').fill('400028')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('Description').fill('Pigeon with a hurt wing')

  await page.reload()
  await expect(page.getByText(english('rescueText.draftRestored'))).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Step 3 of 4: Condition' })).toBeVisible()
  await expect(page.getByLabel('Description')).toHaveValue('Pigeon with a hurt wing')
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByLabel('Address')).toHaveValue('Shivaji Park, near the gate')
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByRole('radio', { name: 'Bird' })).toBeChecked()
  await expect(page.getByRole('img', { name: 'Photo 2', exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('button', { name: 'Submit Rescue Request' }).click()
  const done = page.getByRole('dialog', { name: english('rescueText.submitted') })
  await expect(done).toBeVisible({ timeout: 30_000 })
  await expect(done.getByRole('link', { name: 'View My Requests' })).toBeVisible()

  await page.goto('/rescue/form')
  await expect(page.getByRole('heading', { name: 'Step 1 of 4: Animal' })).toBeVisible()
  await expect(page.getByText(english('rescueText.draftRestored'))).toHaveCount(0)
  await expect(page.getByRole('radio', { name: 'Bird' })).not.toBeChecked()
})
