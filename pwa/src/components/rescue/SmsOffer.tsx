// "Send by SMS" beside "Call" (api/sms.ts): shown once a critical or high report has
// waited on the phone for a minute, while it still waits. The link opens the phone's SMS app
// with the coded message; whichever reaches the server first, the SMS or the phone's own copy,
// makes the case, and the other finds it. Signed out too: the message then names the phone's
// claim code (docs/sms-reports.md#signed-out).
import { MessageSquareText } from 'lucide-react'
import { useEffect, useState } from 'react'
import { call } from '../../offline/index.ts'
import { SMS_OFFER_AFTER_MS, smsForReport, spendClaimCode } from '../../api/sms.ts'
import { t } from '../../i18n/index.ts'

export function SmsOffer({ entryId }: { entryId: string }) {
  const [sms, setSms] = useState<{ text: string; href: string; claimCode: string | null } | null>(null)

  useEffect(() => {
    let live = true
    let timer: ReturnType<typeof setTimeout> | undefined
    const offer = async () => {
      const entry = await call('outboxEntry', entryId).catch(() => undefined)
      // Sent meanwhile: nothing to offer.
      if (!entry || !live) return
      const made = await smsForReport(entry)
      if (live) setSms(made)
    }
    void call('outboxEntry', entryId)
      .catch(() => undefined)
      .then((entry) => {
        if (!entry || !live) return
        timer = setTimeout(() => void offer(), Math.max(0, entry.createdAt + SMS_OFFER_AFTER_MS - Date.now()))
      })
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [entryId])

  if (!sms) return null
  return (
    <>
      <a
        href={sms.href}
        className="btn-secondary w-full text-lg"
        data-testid="sms-report-link"
        // Signed out, the code files one report: another report waiting gets the call only.
        onClick={() => sms.claimCode && spendClaimCode(sms.claimCode, entryId)}
      >
        <MessageSquareText className="h-5 w-5" aria-hidden="true" /> {t('bystander.sendBySms')}
      </a>
      <p className="text-sm text-slate-700">{t('bystander.smsHint')}</p>
    </>
  )
}
