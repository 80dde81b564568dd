// The account's delivery switches (e-mail, push, SMS), saved as soon as they change, plus
// what push means on this particular device.
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '@paws/contracts/schemas/notifications'
import { useQuery } from '@tanstack/react-query'
import { Mail, MessageSquare, Smartphone, type LucideIcon } from 'lucide-react'
import { useId } from 'react'
import { Switch } from 'react-aria-components'
import { notificationPreferencesQuery, useSavePreferences } from '../../api/notifications.ts'
import { Alert } from '../../components/ui/Alert.tsx'
import { notify } from '../../lib/toast.ts'
import { usePushDevice } from './usePushDevice.ts'
import { t } from '../../i18n/index.ts'

const settings = (): { key: keyof NotificationPreferences; label: string; text: string; Icon: LucideIcon }[] => [
  { key: 'email', label: t('notifSettings.email'), text: t('notifSettings.emailText'), Icon: Mail },
  { key: 'push', label: t('notifSettings.push'), text: t('notifSettings.pushText'), Icon: Smartphone },
  { key: 'sms', label: t('notifSettings.sms'), text: t('notifSettings.smsText'), Icon: MessageSquare },
]

function SettingSwitch({
  label,
  text,
  Icon,
  isSelected,
  isDisabled,
  onChange,
}: {
  label: string
  text: string
  Icon: LucideIcon
  isSelected: boolean
  isDisabled: boolean
  onChange: (value: boolean) => void
}) {
  const textId = useId()
  return (
    <Switch
      isSelected={isSelected}
      isDisabled={isDisabled}
      onChange={onChange}
      aria-describedby={textId}
      className="group flex min-h-11 cursor-pointer items-center gap-3 rounded-lg py-1 data-disabled:cursor-wait"
    >
      <Icon className="h-5 w-5 shrink-0 text-slate-600" aria-hidden="true" />
      <span className="min-w-0 flex-1">
        <span className="block font-medium text-slate-900">{label}</span>
        <span id={textId} className="block text-sm text-slate-600">
          {text}
        </span>
      </span>
      <span
        aria-hidden="true"
        className="flex h-7 w-12 shrink-0 items-center rounded-full bg-slate-400 p-0.5 transition-colors group-data-focus-visible:outline-3 group-data-focus-visible:outline-offset-2 group-data-focus-visible:outline-brand-600 group-data-selected:bg-brand-700"
      >
        <span className="h-6 w-6 rounded-full bg-white shadow transition-transform group-data-selected:translate-x-5" />
      </span>
    </Switch>
  )
}

export function NotificationSettings() {
  const titleId = useId()
  const prefs = useQuery(notificationPreferencesQuery())
  const save = useSavePreferences()
  const values = prefs.data ?? DEFAULT_NOTIFICATION_PREFERENCES
  const push = usePushDevice(prefs.data?.push)

  function change(key: keyof NotificationPreferences, value: boolean) {
    save.mutate(
      { [key]: value },
      {
        onSuccess: () => notify(t('notifText.settingsSaved'), 'success', 3000),
        onError: () => notify(t('notifText.settingsFailed'), 'error'),
      },
    )
    if (key === 'push') void (value ? push.turnOn() : push.turnOff())
  }

  return (
    <section aria-labelledby={titleId} className="card p-5 sm:p-6">
      <h2 id={titleId} className="text-xl font-bold">
        {t('notes.notificationSettings')}
      </h2>
      {prefs.isError && (
        <Alert tone="error" className="mt-3">
          {t('notifText.settingsFailed')}
        </Alert>
      )}
      <div className="mt-3 grid gap-2 divide-y divide-slate-200">
        {settings().map((s) => (
          <div key={s.key} className="pt-2 first:pt-0">
            <SettingSwitch
              label={s.label}
              text={s.text}
              Icon={s.Icon}
              isSelected={values[s.key]}
              isDisabled={prefs.isPending || (s.key === 'push' && push.busy)}
              onChange={(value) => change(s.key, value)}
            />
            {s.key === 'push' && <PushDeviceStatus push={push} accountWantsPush={values.push} />}
          </div>
        ))}
      </div>
    </section>
  )
}

function PushDeviceStatus({
  push,
  accountWantsPush,
}: {
  push: ReturnType<typeof usePushDevice>
  accountWantsPush: boolean
}) {
  if (push.problem) {
    return (
      <Alert tone="warning" className="mt-2">
        {push.problem}
      </Alert>
    )
  }
  if (!accountWantsPush || push.state === 'checking') return null
  const line = 'mt-1 pl-8 text-sm'
  switch (push.state) {
    case 'on':
      return <p className={`${line} text-green-800`}>{t('notes.thisDeviceGetsPush')}</p>
    case 'blocked':
      return <p className={`${line} text-amber-900`}>{t('notes.notificationsAreBlockedFor')}</p>
    case 'unsupported':
      return <p className={`${line} text-slate-600`}>{t('notes.thisBrowserCannotReceive')}</p>
    case 'off':
      return (
        <div className={`${line} flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700`}>
          <span>{t('notes.thisDeviceDoesNot')}</span>
          <button
            type="button"
            className="btn-ghost px-2 text-brand-800 underline"
            onClick={() => void push.turnOn()}
            disabled={push.busy}
          >
            {t('notes.turnOnForThis')}
          </button>
        </div>
      )
  }
}
