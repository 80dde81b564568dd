// Where photos live: the local uploads directory (served at /uploads/) by default. Keys are
// server-made paths like "animals/<uuid>.webp"; the public URL is what the database keeps.
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { dirname, join, normalize } from 'node:path'

export interface Storage {
  put(key: string, bytes: Buffer, contentType: string): Promise<string>
  remove(url: string): Promise<void>
}

export function localStorage(root: string): Storage {
  const pathOf = (key: string) => {
    const path = normalize(join(root, key))
    if (!path.startsWith(normalize(root))) throw new Error(`storage key escapes the uploads folder: ${key}`)
    return path
  }
  return {
    async put(key, bytes) {
      const path = pathOf(key)
      await mkdir(dirname(path), { recursive: true })
      await writeFile(path, bytes)
      return `/uploads/${key}`
    },
    async remove(url) {
      if (!url.startsWith('/uploads/')) return
      await rm(pathOf(url.slice('/uploads/'.length)), { force: true })
    },
  }
}
