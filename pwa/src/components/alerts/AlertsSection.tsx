// The profile's "Your alerts": each saved search with its filters, paused or on,
// and Pause/Resume and Delete (after confirming).
import type { Alert as AlertItem } from '@paws/contracts/schemas/alerts'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { alertsQuery, useDeleteAlert, useUpdateAlert } from '../../api/alerts.ts'
import { describeError } from '../../http/errors.ts'
import { ConfirmDialog } from '../rescue/ConfirmDialog.tsx'
import { Alert } from '../ui/Alert.tsx'
import { Section } from '../ui/Section.tsx'
import { notify } from '../../lib/toast.ts'
import { describeFilters } from './alert-filters.ts'
import { t } from '../../i18n/index.ts'

export function AlertsSection({ userId }: { userId: number }) {
  const list = useQuery(alertsQuery(userId))
  return (
    <Section title={t('alerts.yourAlerts')}>
      {list.isPending ? (
        <p className="text-slate-700">{t('alerts.loadingYourAlerts')}</p>
      ) : list.isError ? (
        <Alert tone="error">{`${t('alerts.loadFailed')} ${describeError(list.error, '')}`}</Alert>
      ) : list.data.alerts.length === 0 ? (
        <p className="text-slate-700">
          {t('alerts.noAlertsYetChoose')}{' '}
          <Link to="/animals" className="font-semibold text-brand-800 underline">
            {t('alerts.animalsPage')}
          </Link>{' '}
          {t('alerts.andPressAlertMe')}
        </p>
      ) : (
        <ul className="grid gap-3">
          {list.data.alerts.map((a) => (
            <AlertRow key={a.id} alert={a} />
          ))}
        </ul>
      )}
    </Section>
  )
}

function AlertRow({ alert }: { alert: AlertItem }) {
  const update = useUpdateAlert()
  const remove = useDeleteAlert()
  const [confirming, setConfirming] = useState(false)
  const titleId = `alert-${alert.id}`
  return (
    <li className="grid gap-2 rounded-xl border border-slate-200 p-3" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="mr-auto font-bold">
          {alert.name}
        </h3>
        <span
          className={`rounded-full px-2 py-0.5 text-sm ${alert.paused ? 'bg-slate-200' : 'bg-green-100 text-green-900'}`}
        >
          {alert.paused ? t('alerts.paused') : t('alerts.on')}
        </span>
      </div>
      <p className="text-slate-700">{describeFilters(alert.filters)}</p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-secondary"
          disabled={update.isPending}
          onClick={() =>
            update.mutate(
              { id: alert.id, body: { paused: !alert.paused } },
              {
                onSuccess: () =>
                  notify(
                    alert.paused
                      ? t('alerts.onAgain', { name: alert.name })
                      : t('alerts.isPaused', { name: alert.name }),
                    'success',
                  ),
                onError: (err) => notify(describeError(err, t('alerts.changeFailed')), 'error'),
              },
            )
          }
        >
          {alert.paused ? t('alerts.resume') : t('alerts.pause')}
        </button>
        <button type="button" className="btn-secondary text-red-800" onClick={() => setConfirming(true)}>
          {t('alerts.delete')}
        </button>
      </div>
      <ConfirmDialog
        isOpen={confirming}
        title={t('alerts.deleteTitle', { name: alert.name })}
        text={t('alerts.youWillNoLonger')}
        confirm={t('alerts.deleteAlert')}
        cancel={t('alerts.keepIt')}
        busy={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(alert.id, {
            onSuccess: () => {
              setConfirming(false)
              notify(t('alerts.deleted', { name: alert.name }), 'success')
            },
            onError: (err) => notify(describeError(err, t('alerts.deleteFailed')), 'error'),
          })
        }
      />
    </li>
  )
}
