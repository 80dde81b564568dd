import { adoptionHelpHours, CONTACT_EMAIL, HELPLINE_PHONE, HELPLINE_TEL, serviceArea } from '@paws/contracts'
import { Clock, Mail, MapPin, Phone } from 'lucide-react'
import { t } from '../../i18n/index.ts'

export function ContactPage() {
  const rows = [
    {
      Icon: Phone,
      label: t('contact.helpline'),
      value: (
        <a className="text-brand-800 underline" href={`tel:${HELPLINE_TEL}`}>
          {HELPLINE_PHONE}
        </a>
      ),
    },
    {
      Icon: Mail,
      label: t('adoptionInfo.email'),
      value: (
        <a className="break-all text-brand-800 underline" href={`mailto:${CONTACT_EMAIL}`}>
          {CONTACT_EMAIL}
        </a>
      ),
    },
    { Icon: Clock, label: t('contact.adoptionHelp'), value: adoptionHelpHours(t) },
    { Icon: MapPin, label: t('contact.whereWeWork'), value: serviceArea(t) },
  ]
  return (
    <div className="page-narrow">
      <h1 className="text-3xl font-bold">{t('contact.title')}</h1>
      <p className="mt-3 text-lg text-slate-700">{t('contact.intro')}</p>
      <ul className="card mt-6 grid gap-5 p-5">
        {rows.map(({ Icon, label, value }) => (
          <li key={label} className="flex items-start gap-3">
            <Icon className="mt-1 h-5 w-5 text-brand-700" aria-hidden="true" />
            <div>
              <p className="font-semibold">{label}</p>
              <p className="text-lg">{value}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
