// Reading a multipart form: its text fields and the photos under one field name. The limits
// set in plugins/external/multipart.ts surface here as the answers of docs/rules.md#photos: a
// file over the size limit is a 413, a file beyond the per-item photo limit a 422 with the
// spec's message (counting the photos the item already has).
import type { FastifyRequest } from 'fastify'
import { MAX_IMAGES, MESSAGES } from '@paws/contracts'
import { BusinessRule, UnsupportedMedia, ValidationFailed } from './errors.ts'
import { fileTooLarge, removeImage, storeImage } from './images.ts'
import type { Storage } from './storage.ts'

export interface MultipartForm {
  /** Text fields; a part sent as application/json arrives already parsed. */
  fields: Record<string, unknown>
  files: Buffer[]
}

/** The 422 of a photo beyond MAX_IMAGES, counting the `current` photos the item already has. */
export function tooManyImages(current: number): BusinessRule {
  return new BusinessRule((t) => MESSAGES.maxImages(t, current))
}

function limitError(err: unknown, current: number): Error | undefined {
  const code = (err as { code?: string } | null)?.code
  if (code === 'FST_FILES_LIMIT') return tooManyImages(current)
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge()
  return undefined
}

/**
 * Reads the whole form. `current` is how many photos the item already has; the form may add
 * up to MAX_IMAGES - current. Photo contents are checked later, by storeImage.
 */
export async function readMultipart(request: FastifyRequest, fileField: string, current = 0): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new UnsupportedMedia('error.upload.notMultipart', { format: 'multipart/form-data', field: fileField })
  }
  const fields: Record<string, unknown> = {}
  const files: Buffer[] = []
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = part.value
        continue
      }
      const bytes = await part.toBuffer()
      // A form's empty file input sends an empty part with no file name.
      if (bytes.length === 0 && !part.filename) continue
      if (part.fieldname !== fileField) {
        const field = part.fieldname
        throw new ValidationFailed((t) => [{ field, message: t('error.upload.photosGoUnder', { field: fileField }) }])
      }
      files.push(bytes)
      if (current + files.length > MAX_IMAGES) throw tooManyImages(current)
    }
  } catch (err) {
    throw limitError(err, current) ?? err
  }
  return { fields, files }
}

/** Stores every photo or none: a bad one removes those already stored, then rethrows. */
export async function storeImages(storage: Storage, folder: string, photos: Buffer[]): Promise<string[]> {
  const urls: string[] = []
  try {
    for (const bytes of photos) urls.push((await storeImage(storage, folder, bytes)).url)
  } catch (err) {
    await removeImages(storage, urls)
    throw err
  }
  return urls
}

export async function removeImages(storage: Storage, urls: string[]): Promise<void> {
  for (const url of urls) await removeImage(storage, url)
}
