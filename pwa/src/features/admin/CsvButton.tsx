// "Export CSV" for an admin list: the list's current filter, every page of it.
import { Download } from 'lucide-react'
import { useState } from 'react'
import { type CsvList, downloadCsv } from '../../api/admin.ts'
import type { Query } from '../../http/client.ts'
import { describeError } from '../../http/errors.ts'
import { notify } from '../../lib/toast.ts'
import { t } from '../../i18n/index.ts'

export function CsvButton({ list, filters }: { list: CsvList; filters: object }) {
  const [busy, setBusy] = useState(false)
  async function run() {
    setBusy(true)
    try {
      await downloadCsv(list, filters as Query)
    } catch (err) {
      notify(describeError(err, t('admin.exportFailed')), 'error')
    } finally {
      setBusy(false)
    }
  }
  return (
    <button type="button" className="btn-secondary" onClick={() => void run()} disabled={busy}>
      <Download className="h-4 w-4" aria-hidden="true" />
      {busy ? t('admin.exporting') : t('admin.exportCsv')}
    </button>
  )
}
