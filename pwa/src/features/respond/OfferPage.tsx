// /respond/:id, the page an offer's notification opens: the one offer as its card (the
// approximate place only, Accept, Can't and "Looks false"), or "Taken by <NGO>" with what to do if already on
// the way (call the hotline). Read from the offers list (kept on the phone for no signal).
import { type CantReason, formatRelativeTime } from '@paws/contracts'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState } from 'react'
import { offersQuery } from '../../api/dispatch.ts'
import { describeError } from '../../http/errors.ts'
import { Alert } from '../../components/ui/Alert.tsx'
import { t } from '../../i18n/index.ts'
import { CantDialog } from './CantDialog.tsx'
import { LooksFalseDialog } from './LooksFalseDialog.tsx'
import { OpenCaseCard } from './OpenCaseCard.tsx'
import { answerOf } from './respond-logic.ts'
import { useAnswers } from './use-answers.ts'

const RespondMap = lazy(() => import('./RespondMap.tsx'))

function caseId(raw: string): number | null {
  const id = Number(raw)
  return Number.isInteger(id) && id > 0 ? id : null
}

export function OfferPage({ userId, raw }: { userId: number; raw: string }) {
  const id = caseId(raw)
  const offers = useQuery(offersQuery(userId))
  const { entries, accept, cant, looksFalse } = useAnswers(userId)
  const [asking, setAsking] = useState<number | null>(null)
  const [doubting, setDoubting] = useState<number | null>(null)
  // The notification's Can't opens this page with ?cant=1: ask the reason at once.
  useEffect(() => {
    if (id !== null && new URLSearchParams(window.location.search).get('cant') === '1') setAsking(id)
  }, [id])
  // Newest first: the latest offer of this case is the one that counts.
  const offer = offers.data?.data.offers.find((o) => o.rescue.id === id)
  const savedAt = offers.data?.savedAt ?? null

  return (
    <div className="page grid max-w-3xl gap-4">
      <h1 className="text-3xl font-bold">{t('respond.offerTitle', { id: id ?? raw })}</h1>
      {savedAt !== null && (
        <Alert tone="warning">
          <span data-testid="kept-note">{t('respond.kept', { age: formatRelativeTime(t, savedAt) })}</span>
        </Alert>
      )}
      {offers.isPending ? (
        <p className="text-slate-700">{t('respond.loading')}</p>
      ) : offers.isError ? (
        <Alert tone="error">{describeError(offers.error, t('respond.loadFailed'))}</Alert>
      ) : !offer || id === null ? (
        <Alert tone="info">{t('respond.offerGone')}</Alert>
      ) : (
        <>
          <ul className="grid gap-3">
            <OpenCaseCard
              rescue={offer.rescue}
              offer={offer}
              answer={answerOf(entries, offer.rescue.id)}
              onAccept={() => accept(offer.rescue.id)}
              onCant={() => setAsking(offer.rescue.id)}
              onLooksFalse={() => setDoubting(offer.rescue.id)}
            />
          </ul>
          {offer.state === 'open' && (
            <Suspense fallback={null}>
              <RespondMap offers={[offer.rescue]} nearby={[]} small />
            </Suspense>
          )}
        </>
      )}
      <Link to="/respond" className="btn-secondary justify-self-start">
        {t('respond.allOffers')}
      </Link>
      <CantDialog
        caseId={asking}
        onClose={() => setAsking(null)}
        onSend={(reason: CantReason) => {
          if (asking !== null) cant(asking, reason)
          setAsking(null)
        }}
      />
      <LooksFalseDialog
        caseId={doubting}
        onClose={() => setDoubting(null)}
        onSend={(reason) => {
          if (doubting !== null) looksFalse(doubting, reason)
          setDoubting(null)
        }}
      />
    </div>
  )
}
