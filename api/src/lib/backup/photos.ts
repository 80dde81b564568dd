// The photo half of a backup: every object of the configured storage (the local uploads
// folder or the S3 bucket, through lib/storage.ts), copied under photos/<key> with its size
// and SHA-256, and put back through the same abstraction on restore. Keys are the storage's
// own (animals/<uuid>.webp); the database keeps URLs made from them, so a restore into the
// same kind of storage with the same public URL base makes every stored URL resolve again.
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, extname, join, normalize } from 'node:path'
import type { Storage } from '../storage.ts'
import { sha256, type Manifest, type PhotoEntry } from './manifest.ts'

const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
}

function fileOf(dir: string, key: string): string {
  const path = normalize(join(dir, 'photos', key))
  if (!path.startsWith(normalize(join(dir, 'photos')))) throw new Error(`photo key escapes the backup: ${key}`)
  return path
}

export async function dumpPhotos(storage: Storage, dir: string): Promise<PhotoEntry[]> {
  const files: PhotoEntry[] = []
  for await (const key of storage.list()) {
    const bytes = await storage.get(key)
    const path = fileOf(dir, key)
    await mkdir(dirname(path), { recursive: true, mode: 0o700 })
    await writeFile(path, bytes, { mode: 0o600 })
    files.push({ key, bytes: bytes.length, sha256: sha256(bytes) })
  }
  return files.sort((a, b) => a.key.localeCompare(b.key))
}

export async function verifyPhotoFiles(dir: string, manifest: Manifest): Promise<void> {
  for (const photo of manifest.photos.files) {
    if (sha256(await readFile(fileOf(dir, photo.key))) !== photo.sha256) {
      throw new Error(`photos/${photo.key} does not match its checksum: the backup is damaged`)
    }
  }
}

export async function loadPhotos(storage: Storage, dir: string, manifest: Manifest): Promise<void> {
  for (const photo of manifest.photos.files) {
    const type = TYPES[extname(photo.key).toLowerCase()] ?? 'application/octet-stream'
    await storage.put(photo.key, await readFile(fileOf(dir, photo.key)), type)
  }
}

/** Photos in the storage whose bytes differ from the manifest (or are missing). */
export async function photoMismatches(storage: Storage, manifest: Manifest): Promise<string[]> {
  const bad: string[] = []
  for (const photo of manifest.photos.files) {
    const bytes = await storage.get(photo.key).catch(() => undefined)
    if (!bytes || sha256(bytes) !== photo.sha256) bad.push(photo.key)
  }
  return bad
}

export async function storageIsEmpty(storage: Storage): Promise<boolean> {
  for await (const _ of storage.list()) return false
  return true
}
