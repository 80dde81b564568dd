// Every case ends with the reporter's word (docs/rules.md#closure): the reporter opens a
// completed case, reads what became of the animal, is asked "Was the animal helped?" and answers
// "No, it is still there"; the case is open again (pending, no NGO, reopened in its history)
// and the NGO that completed it is told.
import { randomUUID } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import { apiLogin, DEMO, expect, newReporter, signIn, test, type Account } from './rescue-support.ts'

const auth = (who: Account) => ({ authorization: `Bearer ${who.accessToken}` })

async function step(request: APIRequestContext, ngo: Account, id: number, action: string) {
  const res = await request.post(`/api/rescues/${id}/actions`, {
    headers: { ...auth(ngo), 'idempotency-key': randomUUID() },
    data: action === 'completed' ? { action, outcome: 'treated_on_site' } : { action },
  })
  expect(res.status(), await res.text()).toBe(201)
}

test('the reporter says the animal is still there and the case is open again', async ({ page, request, browser }) => {
  const reporter = await newReporter(request)
  const created = await request.post('/api/rescues', {
    headers: auth(reporter),
    data: {
      animalType: 'dog',
      urgency: 'high',
      description: 'Dog with a hurt paw near the Dadar flower market',
      location: { address: 'Dadar flower market', city: 'Mumbai', pincode: '400028' },
    },
  })
  expect(created.status()).toBe(201)
  const id: number = (await created.json()).id
  const admin = await apiLogin(request, DEMO.admin)
  const ngo = await apiLogin(request, DEMO.ngo)
  const profile = await (await request.get('/api/users/profile', { headers: auth(ngo) })).json()
  const assigned = await request.put(`/api/rescues/${id}`, {
    headers: auth(admin),
    data: { ngoId: profile.ngoStatus.id },
  })
  expect(assigned.status(), await assigned.text()).toBe(200)
  for (const action of ['accept', 'progress', 'rescued', 'completed']) await step(request, ngo, id, action)

  await signIn(page, reporter.email, undefined, `/rescue/${id}`)
  await expect(page).toHaveURL(new RegExp(`/rescue/${id}$`))
  await expect(page.getByRole('region', { name: 'What became of the animal' })).toContainText(
    'Treated where found and left in its area',
  )
  const question = page.getByRole('region', { name: 'Was the animal helped?' })
  await expect(question.getByRole('button', { name: 'Yes, it was helped' })).toBeVisible()
  await question.getByLabel('Anything to add? (optional)').fill('Still limping near the market gate')
  await question.getByRole('button', { name: 'No, it is still there' }).click()

  await expect(question.getByRole('status')).toContainText('The case was opened again.')
  await expect(page.getByText('Pending', { exact: true })).toBeVisible()
  const history = page.getByRole('region', { name: 'History' })
  await expect(history.getByText('Reopened: the animal is still there')).toBeVisible()
  await expect(history.getByText('Still limping near the market gate')).toBeVisible()

  // The server agrees: open again, nobody holds it.
  const now = await (await request.get(`/api/rescues/${id}`, { headers: auth(admin) })).json()
  expect(now).toMatchObject({ status: 'pending', ngoId: null })

  // The NGO that completed it reads that it is back, in its own browser.
  const ngoContext = await browser.newContext()
  const ngoPage = await ngoContext.newPage()
  await signIn(ngoPage, DEMO.ngo, undefined, '/notifications')
  await expect(ngoPage.getByRole('link', { name: 'Case reopened: the animal is still there' }).first()).toBeVisible()
  await ngoContext.close()
})
