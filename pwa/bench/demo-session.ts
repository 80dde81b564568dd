// A demo account's session, as the PWA keeps it in localStorage (src/http/tokens.ts), for the
// benchmarks that measure a signed-in page.

/** The demo accounts' password (api/src/seed/demo.ts). */
const DEMO_PASSWORD = 'Demo@1234'

/** The localStorage items of a signed-in page: `token`, `refreshToken` and `user` (as JSON). */
export type DemoSession = Record<'token' | 'refreshToken' | 'user', string>

/** Signs in as the demo account `email` on the product at `origin`. */
export async function demoSession(origin: string, email: string): Promise<DemoSession> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  })
  if (!response.ok) throw new Error(`signing in as ${email}: ${response.status}`)
  const body = (await response.json()) as { accessToken: string; refreshToken: string; user: unknown }
  return { token: body.accessToken, refreshToken: body.refreshToken, user: JSON.stringify(body.user) }
}
