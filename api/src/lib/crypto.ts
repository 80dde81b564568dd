import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { type Algorithm, hash, verify } from '@node-rs/argon2'

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
// Algorithm is an ambient const enum; 2 is its Argon2id member.
const ARGON2 = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2)
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password)
  } catch {
    return false
  }
}

let dummyHash: Promise<string> | undefined
/** Spends the same time as a real check, so unknown e-mails are not told apart by timing. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-Zx9!')
  await verifyPassword(await dummyHash, password)
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/** Keyed hash of a one-time code: six digits are too few to store with a plain hash. */
export function codeHash(secret: string, subject: number | string, code: string): string {
  return createHmac('sha256', secret).update(`${subject}:${code}`).digest('hex')
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}
