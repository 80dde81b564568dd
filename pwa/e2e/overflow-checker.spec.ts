// The 360 px checker (support/overflow.ts) on pages made for it: it finds what sticks out of a
// dialog that scrolls up and down (a link 376 px wide on a 360 px screen, inside an
// overflow-y: auto box, as DialogFrame's), and lets a tab list that scrolls sideways by design be.
import { expect, test } from '@playwright/test'
import { overflowingAt } from './support/overflow.ts'

const page360 = (body: string) => `<!doctype html><html><head><style>
  * { box-sizing: border-box; } body { margin: 0; font: 16px sans-serif; }
  .overlay { position: fixed; inset: 0; display: flex; align-items: flex-end; padding: 12px; }
  .sheet { width: 100%; max-height: 90dvh; overflow-y: auto; padding: 20px; background: #fff; }
</style></head><body>${body}</body></html>`

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
})

test('a link reaching 376 px inside a dialog that scrolls up and down is found', async ({ page }) => {
  await page.setContent(
    page360(`<div class="overlay"><div class="sheet" role="dialog">
      <h2>Saved on this phone</h2>
      <a href="sms:+919800000000" style="display: inline-flex; width: 344px">Send by SMS</a>
    </div></div>`),
  )
  const link = await page.getByRole('link', { name: 'Send by SMS' }).boundingBox()
  expect(Math.round((link?.x ?? 0) + (link?.width ?? 0))).toBe(376)
  const found = await overflowingAt(page)
  expect(found.some((line) => line.startsWith('a "Send by SMS" reaches'))).toBe(true)
  // The dialog itself now scrolls sideways, which it is not meant to.
  expect(found.some((line) => line.startsWith('div "Saved on this phone'))).toBe(true)
})

test('a button wider than its sheet (inside the screen) is found too', async ({ page }) => {
  await page.setContent(
    page360(`<div class="overlay"><div class="sheet" role="dialog" style="width: 300px">
      <button style="width: 290px; white-space: nowrap">Create account</button>
    </div></div>`),
  )
  expect(await overflowingAt(page)).toEqual([
    expect.stringMatching(/^div "Create account" scrolls sideways/),
    expect.stringMatching(/^button "Create account" reaches 32\.\.322 px in 12\.\.312 px$/),
  ])
})

test('a tab list that scrolls sideways by design, inside a dialog, is allowed; the same dialog fitting is clean', async ({
  page,
}) => {
  await page.setContent(
    page360(`<div class="overlay"><div class="sheet" role="dialog">
      <h2>Cases</h2>
      <div role="tablist" style="display: flex; gap: 8px; overflow-x: auto">
        ${['Open', 'Assigned', 'In progress', 'Closed', 'Declined', 'Archived']
          .map((tab) => `<button role="tab" style="flex: none; width: 110px">${tab}</button>`)
          .join('')}
      </div>
      <a href="sms:+919800000000">Send by SMS</a>
    </div></div>`),
  )
  expect(await overflowingAt(page)).toEqual([])
})
