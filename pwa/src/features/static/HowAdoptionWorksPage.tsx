import { adoptionResponsePromise } from '@paws/contracts'
import { Link } from '@tanstack/react-router'
import { CalendarCheck, ClipboardList, FileSignature, Heart, House, Search } from 'lucide-react'
import { Faq, type FaqItem } from './Faq.tsx'
import { t } from '../../i18n/index.ts'

const steps = () => [
  { Icon: Search, title: t('how.step1'), text: t('how.step1Text') },
  { Icon: ClipboardList, title: t('how.step2'), text: t('how.step2Text') },
  { Icon: CalendarCheck, title: t('how.step3'), text: `${t('how.step3Text')} ${adoptionResponsePromise(t)}` },
  { Icon: Heart, title: t('how.step4'), text: t('how.step4Text') },
  { Icon: House, title: t('how.step5'), text: t('how.step5Text') },
  { Icon: FileSignature, title: t('how.step6'), text: t('how.step6Text') },
]

const requirements = () => [t('how.req1'), t('how.req2'), t('how.req3'), t('how.req4'), t('how.req5'), t('how.req6')]

const faq = (): FaqItem[] => [
  { q: t('how.faq1'), a: t('how.faq1Answer') },
  { q: t('how.faq2'), a: `${adoptionResponsePromise(t)} ${t('how.faq2Answer')}` },
  { q: t('how.faq3'), a: t('how.faq3Answer') },
  { q: t('how.faq4'), a: t('how.faq4Answer') },
  { q: t('how.faq5'), a: t('how.faq5Answer') },
]

export function HowAdoptionWorksPage() {
  return (
    <div>
      <section className="bg-brand-800 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
          <h1 className="text-3xl font-bold sm:text-4xl">{t('how.title')}</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">{t('how.intro')}</p>
        </div>
      </section>

      <section className="page">
        <h2 className="text-2xl font-bold">{t('how.sixSteps')}</h2>
        <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {steps().map(({ Icon, title, text }, i) => (
            <li key={title} className="card p-5">
              <div className="flex items-center gap-3">
                <span className="grid h-11 w-11 place-items-center rounded-full bg-brand-100 text-brand-800">
                  <Icon className="h-6 w-6" aria-hidden="true" />
                </span>
                <h3 className="text-lg font-semibold">
                  <span className="sr-only">{t('how.stepN', { n: i + 1 })} </span>
                  {title}
                </h3>
              </div>
              <p className="mt-3 text-slate-700">{text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="card p-5 sm:p-8">
          <h2 className="text-2xl font-bold">{t('how.requirements')}</h2>
          <ul className="mt-4 grid gap-2 text-lg text-slate-800 sm:grid-cols-2">
            {requirements().map((r) => (
              <li key={r} className="flex gap-2">
                <span aria-hidden="true" className="text-brand-700">
                  ✓
                </span>
                {r}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="page">
        <h2 className="mb-4 text-2xl font-bold">{t('how.faq')}</h2>
        <Faq items={faq()} />
      </section>

      <section className="mx-auto flex max-w-6xl flex-wrap gap-3 px-4 sm:px-6">
        <Link to="/animals" className="btn-primary">
          {t('how.step1')}
        </Link>
        <Link to="/contact" className="btn-secondary">
          {t('how.contactUs')}
        </Link>
      </section>
    </div>
  )
}
