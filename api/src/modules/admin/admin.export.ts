// CSV exports of the admin lists: each list's current filter, streamed from the
// database page by page (keyset on id) through csv-stringify, so memory stays flat however
// many rows there are and a slow download holds the next page back (stream backpressure).
// Cells a spreadsheet would run as a formula (starting with = + - @ tab or CR) get a leading
// quote, so an exported name like "=HYPERLINK(...)" is shown, never executed (OWASP CSV
// injection). The file is in the admin's language (docs/rules.md#languages): headers, codes as
// their labels, yes and no; times in India time ("2026-11-26 22:04 IST").
import { stringify } from 'csv-stringify'
import { pipeline, Readable } from 'node:stream'
import type { FastifyBaseLogger } from 'fastify'
import { type ApiMessageId, type ApiTranslator, translatorFor } from '../../lib/i18n.ts'

const PAGE = 1000
const FORMULA_START = /^[=+\-@\t\r]/

/** A cell as text a spreadsheet shows as it is. */
export function safeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value
}

export interface Column<R> {
  /** The header's catalog key. */
  header: ApiMessageId
  /** The cell; `t` words a code in the admin's language. */
  value: (row: R, t: ApiTranslator) => string | number | boolean | Date | null | undefined
}

/** India's offset from UTC (Asia/Kolkata keeps no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000

/** A moment in India time, to the minute: "2026-11-26 22:04 IST". */
export function indiaTime(at: Date | string): string {
  const iso = new Date(new Date(at).getTime() + IST_OFFSET_MS).toISOString()
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} IST`
}

/** Every row `page` answers, page after page, asking for the rows after the last id seen. */
async function* allRows<R extends { id: number }>(page: (after: number, size: number) => Promise<R[]>) {
  let after = 0
  for (;;) {
    const rows = await page(after, PAGE)
    for (const row of rows) yield row
    if (rows.length < PAGE) return
    after = rows[rows.length - 1].id
  }
}

export function csvStream<R extends { id: number }>(
  columns: Column<R>[],
  page: (after: number, size: number) => Promise<R[]>,
  log: FastifyBaseLogger,
  locale: string | null,
): Readable {
  const t = translatorFor(locale)
  const writer = stringify({
    header: true,
    columns: columns.map((c) => safeCell(t(c.header))),
    cast: {
      string: safeCell,
      date: indiaTime,
      boolean: (b) => t(b ? 'csv.yes' : 'csv.no'),
    },
  })
  const records = async function* () {
    for await (const row of allRows(page)) yield columns.map((c) => c.value(row, t) ?? '')
  }
  // A failure half-way (the database went away) ends the download early and is logged; the
  // client sees a truncated file rather than a hung request.
  pipeline(Readable.from(records()), writer, (err) => {
    if (err) log.error({ err }, 'CSV export failed')
  })
  return writer
}
