// docs/rules.md#offline-reports, end to end: five reports with photos made offline survive a hard
// kill of the browser, and once online each reaches the server exactly once with every photo
// byte-identical to what the outbox held (the server keeps the SHA-256 of what it received).
import { english } from './support/english.ts'
import {
  BASE_URL,
  expect,
  fillReport,
  goOffline,
  goOnline,
  localStorageOnDisk,
  newReporter,
  outboxCount,
  outboxHashes,
  serverCases,
  serviceWorkerReady,
  signIn,
  test,
  withOwnProfile,
} from './rescue-support.ts'

test('offline reports survive a killed browser and arrive exactly once, photos byte-identical', async ({ request }) => {
  test.setTimeout(120_000)
  const me = await newReporter(request)
  // Every browser started is killed after, whatever happens: one left running would go on
  // syncing into later tests.
  await withOwnProfile('paws-profile-', async (launch, profile) => {
    const first = await launch()
    const page = await first.context.newPage()
    await signIn(page, me.email, undefined, '/rescue/form')
    await serviceWorkerReady(page)
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Step 1 of 4: Animal' })).toBeVisible()

    await goOffline(first.context)
    for (let i = 1; i <= 5; i++) {
      await fillReport(page, {
        description: `Offline report ${i}: dog hurt near the market`,
        photos: i % 2 ? [i * 10 + 1, i * 10 + 2, i * 10 + 3] : [i * 10 + 1, i * 10 + 2],
      })
      const saved = page.getByRole('dialog', { name: 'Saved on this phone' })
      await expect(saved.getByText(english('rescueText.savedOfflineText'))).toBeVisible()
      await saved.getByRole('button', { name: 'Report another animal' }).click()
      await expect(page.getByRole('heading', { name: 'Step 1 of 4: Animal' })).toBeVisible()
    }
    await expect(page.getByRole('link', { name: '5 reports waiting to be sent' })).toBeVisible()
    const held = await outboxHashes(page)
    expect(new Set(held.map((h) => h.entryId)).size).toBe(5)
    expect(held).toHaveLength(13)
    // Compressed on the phone before they were stored: the PNGs picked are JPEGs now.
    expect(held.every((h) => h.type === 'image/jpeg')).toBe(true)
    await localStorageOnDisk(profile, await page.evaluate(() => localStorage.getItem('refreshToken') ?? ''))
    await first.kill()

    const second = await launch()
    // Offline from the start: Chromium may wake the service worker for Background Sync as soon
    // as it starts, before any page exists.
    await goOffline(second.context)
    const again = await second.context.newPage()
    // The rescue pages open offline (precached shell and code), and so does the dashboard.
    await again.goto(`${BASE_URL}/rescue`)
    await expect(again.getByRole('heading', { name: 'Help us save a life' })).toBeVisible()
    await again.goto(`${BASE_URL}/rescue/form`)
    await expect(again.getByRole('heading', { name: 'Step 1 of 4: Animal' })).toBeVisible()
    await again.goto(`${BASE_URL}/dashboard?tab=rescue`)
    // Chromium may also run that Background Sync before the test's offline emulation reaches the
    // service worker (seen under load: one report sent, a second one's photos under way), which
    // is the app doing its job. Nothing is lost: each report is on this phone or on the server.
    const kept = await outboxHashes(again)
    const waiting = new Set(kept.map((h) => h.entryId)).size
    const sentEarly = (await serverCases(request, me.accessToken)).map((c) => c.description)
    expect(new Set([...kept.map((h) => h.description), ...sentEarly])).toEqual(new Set(held.map((h) => h.description)))
    expect(held).toEqual(expect.arrayContaining(kept))
    expect(waiting).toBeGreaterThan(0)
    await expect(again.getByRole('heading', { name: `Waiting on this phone (${waiting})` })).toBeVisible()
    // The dashboard's counts and its tab say how many wait, read from the phone's store.
    const counts = again.getByTestId('dashboard-counts')
    await expect(counts.getByText(`+${waiting} waiting on this phone`)).toBeVisible()
    await expect(again.getByRole('tab', { name: new RegExp(`\\(${waiting} waiting\\)`) })).toBeVisible()

    await goOnline(second.context)
    await expect.poll(() => outboxCount(again), { timeout: 60_000 }).toBe(0)
    await expect(again.getByRole('heading', { name: 'Sent from this phone' })).toBeVisible()
    await expect(again.getByRole('link', { name: /reports? waiting to be sent/ })).toHaveCount(0)
    await expect(counts.getByText(/waiting on this phone/)).toHaveCount(0)
    await expect(again.getByRole('tab', { name: /waiting\)/ })).toHaveCount(0)

    const cases = await serverCases(request, me.accessToken)
    expect(cases).toHaveLength(5)
    for (const kase of cases) {
      const expected = held.filter((h) => h.description === kase.description)
      expect(expected.length).toBeGreaterThan(0)
      expect(
        kase.photos
          .map((p) => ({ clientId: p.clientId, sha256: p.sha256 }))
          .sort((a, b) => a.clientId.localeCompare(b.clientId)),
      ).toEqual(
        expected
          .map((h) => ({ clientId: h.photoId, sha256: h.sha256 }))
          .sort((a, b) => a.clientId.localeCompare(b.clientId)),
      )
    }
  })
})
