// An NGO member who filled the report signed out and signed in at Submit: NGO accounts do not
// report cases (docs/rules.md#permissions), so the report is not sent. What was typed stays on
// this phone (the visitor's draft, or the report filed for an account with no signal), and the
// hotline files the case now
// (docs/rules.md#offline-reports).
import { HELPLINE_PHONE, HELPLINE_TEL } from '@paws/contracts'
import { Phone } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Alert } from '../../../components/ui/Alert.tsx'
import { call, VISITOR_DRAFT_KEY } from '../../../offline/index.ts'
import { t } from '../../../i18n/index.ts'

export function NgoKeptReport() {
  const [kept, setKept] = useState(false)
  useEffect(() => {
    let live = true
    void Promise.all([call('loadDraft', VISITOR_DRAFT_KEY), call('visitorReportCount')])
      .then(([draft, waiting]) => {
        if (live) setKept(draft !== undefined || waiting > 0)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [])
  if (!kept) return null
  return (
    <Alert tone="warning" className="mx-auto mt-6 max-w-xl text-left" title={t('bystander.ngoNotSent')}>
      <p>{t('bystander.ngoNotSentText')}</p>
      <a href={`tel:${HELPLINE_TEL}`} className="btn-danger mt-3 w-full">
        <Phone className="h-5 w-5" aria-hidden="true" /> {t('wizard.callThe247', { HELPLINE_PHONE })}
      </a>
    </Alert>
  )
}
