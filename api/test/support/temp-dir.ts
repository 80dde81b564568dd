// Folders a test file writes to (uploads, backups, a stand-in for object storage), removed when
// the file's tests are done, so repeated runs leave nothing behind in the system's temp folder.
// Called where a file's tests are collected (its top level, or setupApp called there), as the
// removal is one of the file's afterAll hooks.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll } from 'vitest'

/** A maker of new folders under the temp folder, named from a prefix; all removed after the file. */
export function tempDirs(): (prefix: string) => string {
  const made: string[] = []
  afterAll(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true })
  })
  return (prefix) => {
    const dir = mkdtempSync(join(tmpdir(), prefix))
    made.push(dir)
    return dir
  }
}

/** One new folder under the temp folder whose name starts with `prefix`; removed after the file. */
export const tempDir = (prefix: string): string => tempDirs()(prefix)
