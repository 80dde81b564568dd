// Printed tags (docs/rules.md#lost-and-found): the owner of a lost post gets one short code
// (8 characters of an alphabet without 0/O, 1/I/L, drawn from the system's random source: about
// 8 x 10^11 codes, and the "found" answer is rate-limited) and a PNG to print: a QR code of the
// animal's public page, the code and the product's address. Anyone, signed out too, who scans it
// sees the animal's page and may say "I found this animal": the owner is told at once, with the
// place if the finder shares it. A scan is a certain match.
import type { MessageId } from '@lingui/core'
import type { TagCreated, TagFoundAnswer, TagFoundBody, TagPage } from '@paws/contracts/schemas/lost-found'
import { randomInt } from 'node:crypto'
import qrcode from 'qrcode-generator'
import sharp from 'sharp'
import type { Database } from '../../db/database.ts'
import { BusinessRule, NotFound } from '../../lib/errors.ts'
import { i18nFor } from '../../lib/i18n.ts'
import type { LostFoundNotify } from './lost-found.notify.ts'
import * as repo from './lost-found.repository.ts'
import type { LostFoundService } from './lost-found.service.ts'
import { closedPost } from './lost-found.service.ts'

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
const CODE_LENGTH = 8

const tagNotFound = () => new NotFound('error.lostFound.tagNotFound')

function drawCode(): string {
  let code = ''
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)]
  return code
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The tag as a PNG: the QR code of `url`, the code in large letters, and the caption. */
export async function tagPng(url: string, code: string, caption: string): Promise<Buffer> {
  const qr = qrcode(0, 'M')
  qr.addData(url)
  qr.make()
  const count = qr.getModuleCount()
  const cell = 10
  const quiet = 4 * cell
  const side = count * cell + 2 * quiet
  const height = side + 150
  let modules = ''
  for (let r = 0; r < count; r++) {
    for (let c = 0; c < count; c++) {
      if (qr.isDark(r, c))
        modules += `<rect x="${quiet + c * cell}" y="${quiet + r * cell}" width="${cell}" height="${cell}"/>`
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${height}" viewBox="0 0 ${side} ${height}">
<rect width="100%" height="100%" fill="#fff"/>
<g fill="#000">${modules}</g>
<text x="${side / 2}" y="${side + 50}" font-family="DejaVu Sans Mono, monospace" font-size="48" font-weight="bold" text-anchor="middle" letter-spacing="6">${escapeXml(code)}</text>
<text x="${side / 2}" y="${side + 110}" font-family="Noto Sans, Noto Sans Devanagari, DejaVu Sans, sans-serif" font-size="22" text-anchor="middle">${escapeXml(caption)}</text>
</svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

export function createLostFoundTags(deps: {
  db: Database
  notify: LostFoundNotify
  posts: LostFoundService
  publicUrl: string
}) {
  const { db, notify, posts, publicUrl } = deps
  const site = publicUrl.replace(/\/+$/, '')
  const pageUrl = (code: string) => `${site}/tag/${code}`
  const answer = (code: string): TagCreated => ({
    code,
    url: pageUrl(code),
    imageUrl: `/api/lost-found/tags/${code}/image`,
  })

  /** The post's tag, made on the first ask (the owner of an open lost post). */
  async function create(userId: number, postId: number): Promise<{ tag: TagCreated; created: boolean }> {
    const post = await posts.ownOpen(userId, postId)
    if (post.kind !== 'lost') throw new BusinessRule('error.lostFound.lostOnly')
    if (post.status !== 'open') throw closedPost()
    const existing = await repo.tagOfPost(db, postId)
    if (existing) return { tag: answer(existing.code), created: false }
    for (;;) {
      const code = drawCode()
      if (await repo.insertTag(db, code, postId)) return { tag: answer(code), created: true }
      const raced = await repo.tagOfPost(db, postId)
      if (raced) return { tag: answer(raced.code), created: false }
    }
  }

  async function page(viewerId: number | null, code: string): Promise<TagPage> {
    const tag = await repo.tagByCode(db, code)
    if (!tag) throw tagNotFound()
    return { code, post: await posts.get(viewerId, tag.post_id) }
  }

  async function image(code: string): Promise<Buffer> {
    const tag = await repo.tagByCode(db, code)
    if (!tag) throw tagNotFound()
    const post = await repo.findPost(db, tag.post_id)
    const t = i18nFor(post ? await repo.localeOf(db, post.user_id) : 'en')
    return tagPng(
      pageUrl(code),
      code,
      t._('lostFound.tag.caption' as MessageId, { site: site.replace(/^https?:\/\//, ''), code }),
    )
  }

  async function found(userId: number | null, code: string, body: TagFoundBody): Promise<TagFoundAnswer> {
    const tag = await repo.tagByCode(db, code)
    if (!tag) throw tagNotFound()
    const post = await repo.findPost(db, tag.post_id)
    if (!post) throw tagNotFound()
    const shared = body.lat != null && body.lng != null
    const scan = {
      lat: shared ? (body.lat as number) : null,
      lng: shared ? (body.lng as number) : null,
      text: body.text?.trim() || null,
    }
    await db.transaction().execute(async (trx) => {
      await repo.insertScan(trx, { code, user_id: userId, ...scan })
      await notify.tagScanned(trx, post, scan)
    })
    notify.flush()
    return { told: true }
  }

  return { create, page, image, found }
}

export type LostFoundTags = ReturnType<typeof createLostFoundTags>
