import { enumLabel, formatDateTime, historyNote } from '@paws/contracts'
import type { HistoryEntry } from '@paws/contracts/schemas/common'
import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { Section } from './Section.tsx'
import { StepPhotos } from '../rescue/StepPhotos.tsx'
import { t } from '../../i18n/index.ts'

/** The anchor of the latest step with proof photos: "Rescue completed" opens the case there. */
export const PROOF_ANCHOR = 'proof'

const ROLE_KEYS = {
  admin: 'ui.historyRole.admin',
  ngo: 'ui.historyRole.ngo',
  requester: 'ui.historyRole.requester',
  follower: 'ui.historyRole.follower',
  owner: 'ui.historyRole.owner',
  applicant: 'ui.historyRole.applicant',
  clinic: 'ui.historyRole.clinic',
} as const

/** A step of a hand-over to a clinic, in the reader's language. */
function clinicText(clinic: NonNullable<HistoryEntry['clinic']>): string {
  const values = { clinic: clinic.name, ref: clinic.ref ?? '' }
  switch (clinic.step) {
    case 'handover':
      return t('ui.clinicStep.handover', values)
    case 'admitted':
      return clinic.ref ? t('ui.clinicStep.admittedRef', values) : t('ui.clinicStep.admitted', values)
    case 'refused':
      return t('ui.clinicStep.refused', values)
    case 'update':
      return `${clinic.name}: ${enumLabel(t, 'clinicAnimalState', clinic.animalState ?? '')}`
  }
}

/**
 * Who made a step: their name and part in the reader's language. A view that names nobody of
 * the street (a follower's) sends the part alone.
 */
function actorText(actor: NonNullable<HistoryEntry['actor']>): string {
  const key = ROLE_KEYS[actor.role as keyof typeof ROLE_KEYS]
  const role = key ? t(key) : actor.role
  return actor.name ? `${actor.name} (${role})` : role
}

/**
 * A workflow's status history, oldest first: who moved it, from what to what, and why. Used
 * by the rescue and adoption detail pages; `kind` names their statuses and `opened` words
 * the first entry ("Reported (Pending)", "Applied (Pending Review)").
 */
export function HistoryTimeline({
  history,
  kind,
  opened,
}: {
  history: HistoryEntry[]
  kind: 'rescueStatus' | 'adoptionStatus'
  opened: 'reported' | 'applied'
}) {
  const label = (status: string) => enumLabel(t, kind, status)
  const proofIndex = history.findLastIndex((h) => (h.photos?.length ?? 0) > 0)
  // The page's data arrives after the browser looked for the address's anchor: look again.
  useEffect(() => {
    if (proofIndex < 0 || window.location.hash !== `#${PROOF_ANCHOR}`) return
    document.getElementById(PROOF_ANCHOR)?.scrollIntoView({ block: 'start' })
  }, [proofIndex])
  if (history.length === 0) return null
  const title = (h: HistoryEntry) =>
    h.mergedInto !== undefined
      ? t('ui.historyMergedInto', { id: h.mergedInto })
      : kind === 'rescueStatus' && h.from === 'completed' && h.to === 'pending'
        ? t('ui.historyReopened')
        : h.from === h.to
          ? t('ui.historyNote', { status: label(h.to) })
          : h.from
            ? `${label(h.from)} → ${label(h.to)}`
            : opened === 'reported'
              ? t('ui.historyReported', { status: label(h.to) })
              : t('ui.historyApplied', { status: label(h.to) })
  return (
    <Section title={t('ui.history')}>
      <ol className="relative grid gap-4 border-l-2 border-slate-200 pl-5">
        {history.map((h, i) => (
          <li
            key={`${h.at}-${h.from}-${h.to}`}
            id={i === proofIndex ? PROOF_ANCHOR : h.id !== undefined ? `step-${h.id}` : undefined}
            className="relative scroll-mt-20"
          >
            <span
              className="absolute -left-[1.7rem] top-1.5 h-3 w-3 rounded-full bg-brand-700 ring-4 ring-white"
              aria-hidden="true"
            />
            <p className="font-semibold">
              {/* An entry that keeps the status is a note on the case (e.g. a follower's report of the same animal). */}
              {h.mergedInto !== undefined ? (
                <Link to="/rescue/$id" params={{ id: String(h.mergedInto) }} className="underline">
                  {title(h)}
                </Link>
              ) : (
                title(h)
              )}
              {h.override && h.mergedInto === undefined && (
                <span className="ml-2 rounded bg-amber-100 px-1.5 text-sm text-amber-900">{t('ui.adminOverride')}</span>
              )}
            </p>
            <p className="text-sm text-slate-600">
              {/* A step made with no signal is dated when it was made; when it arrived is added past a minute. */}
              {formatDateTime(h.occurredAt ?? h.at)}
              {h.occurredAt &&
                Math.abs(Date.parse(h.at) - Date.parse(h.occurredAt)) > 60_000 &&
                ` (${t('ui.historySentAt', { at: formatDateTime(h.at) })})`}
              {h.actor && ` · ${actorText(h.actor)}`}
            </p>
            {h.outcome && (
              <p className="mt-1 font-semibold text-slate-900">
                {enumLabel(t, 'rescueOutcome', h.outcome.kind)}
                {h.outcome.place && `: ${h.outcome.place}`}
              </p>
            )}
            {h.clinic && (
              <p className="mt-1 font-semibold text-slate-900" data-testid="clinic-step">
                {clinicText(h.clinic)}
              </p>
            )}
            {h.note && h.mergedInto === undefined && <p className="mt-1 text-slate-800">{historyNote(t, h)}</p>}
            {h.photos && <StepPhotos photos={h.photos} step={title(h)} />}
          </li>
        ))}
      </ol>
    </Section>
  )
}
