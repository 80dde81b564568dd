// npm run create-admin -- --email E --password P [--first-name F --last-name L]
// Makes (or promotes) a verified, active admin for a real deployment.
import { parseArgs } from 'node:util'
import { isEmail, passwordError } from '@paws/contracts'
import { loadConfig, loadDotEnv } from '../config.ts'
import { hashPassword } from '../lib/crypto.ts'
import { englishTranslator } from '../lib/i18n.ts'
import { findUserByEmail, insertUser, updateUser } from '../modules/users/users.repository.ts'
import { openRuntime } from '../runtime.ts'

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string', default: 'Admin' },
    'last-name': { type: 'string', default: 'User' },
  },
})

const email = values.email?.trim().toLowerCase() ?? ''
const password = values.password ?? ''
const problems = [
  !isEmail(email) && 'Give a valid --email',
  passwordError(englishTranslator, password) ?? false,
].filter(Boolean)
if (problems.length > 0) {
  console.error(`create-admin: ${problems.join('\n')}`)
  console.error('usage: npm run create-admin -- --email admin@example.org --password "Str0ng!pass"')
  process.exit(2)
}

loadDotEnv()
const runtime = await openRuntime(loadConfig())
try {
  const existing = await findUserByEmail(runtime.db, email)
  const password_hash = await hashPassword(password)
  if (existing) {
    await updateUser(runtime.db, existing.id, { role: 'admin', password_hash, is_active: true, email_verified: true })
    console.log(`${email} is now an admin (password updated).`)
  } else {
    await insertUser(runtime.db, {
      email,
      password_hash,
      role: 'admin',
      first_name: values['first-name'],
      last_name: values['last-name'],
      email_verified: true,
    })
    console.log(`Admin ${email} created.`)
  }
} finally {
  await runtime.close()
}
