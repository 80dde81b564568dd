// The backup's table of contents: per table its row count and the SHA-256 of its file, the
// sequences' positions, the schema version (applied migrations), and per photo its size and
// SHA-256. A restore checks every file against it before it changes anything.
import { createHash } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { SequenceState } from './tables.ts'

export const MANIFEST_FILE = 'manifest.json'
export const FORMAT = 'mumbai-paws-backup'
export const FORMAT_VERSION = 1

export interface TableEntry {
  name: string
  file: string
  rows: number
  bytes: number
  sha256: string
}

export interface PhotoEntry {
  key: string
  bytes: number
  sha256: string
}

export interface Manifest {
  format: typeof FORMAT
  version: typeof FORMAT_VERSION
  createdAt: string
  database: {
    server: string
    migrations: string[]
    tables: TableEntry[]
    sequences: SequenceState[]
  }
  photos: {
    storage: 'local' | 's3'
    count: number
    bytes: number
    files: PhotoEntry[]
  }
}

export const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex')

export async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  await writeFile(join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 })
}

export async function readManifest(dir: string): Promise<Manifest> {
  const manifest = JSON.parse(await readFile(join(dir, MANIFEST_FILE), 'utf8')) as Manifest
  if (manifest.format !== FORMAT || manifest.version !== FORMAT_VERSION) {
    throw new Error(`${dir} is not a Mumbai Paws backup of format version ${FORMAT_VERSION}`)
  }
  return manifest
}
