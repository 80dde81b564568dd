import { Link } from '@tanstack/react-router'
import { HandHeart, Heart, PawPrint, Siren } from 'lucide-react'
import { t } from '../../i18n/index.ts'

const STATS = [
  { value: '1.2K+', label: 'home.statAdoptions' },
  { value: '150+', label: 'home.statNgos' },
  { value: '500+', label: 'home.statFosters' },
  { value: '100%', label: 'home.statHealthy' },
] as const

export function AboutUs() {
  return (
    <section aria-labelledby="about-heading" className="page">
      <div className="grid gap-8 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 id="about-heading" className="text-2xl font-bold sm:text-3xl">
            {t('home.aboutUs')}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-slate-700">{t('home.mumbaiPawsBringsTogether')}</p>
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {STATS.map((s) => (
            <div key={s.label} className="card flex flex-col-reverse p-4 text-center">
              <dt className="mt-1 text-base text-slate-700">{t(s.label)}</dt>
              <dd className="text-3xl font-extrabold text-brand-800">{s.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}

export function HowWeServe() {
  return (
    <section aria-labelledby="serve-heading" className="bg-white py-10 sm:py-14">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="serve-heading" className="text-2xl font-bold sm:text-3xl">
          {t('home.howWeServe')}
        </h2>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <Link to="/animals" className="card group flex gap-4 p-6 hover:border-brand-600">
            <span className="grid h-14 w-14 shrink-0 place-items-center rounded-2xl bg-brand-100 text-brand-800">
              <Heart className="h-7 w-7" aria-hidden="true" />
            </span>
            <span>
              <span className="block text-xl font-bold text-slate-900 group-hover:underline">{t('home.adopt')}</span>
              <span className="mt-1 block text-lg text-slate-700">{t('home.findDogsCatsAnd')}</span>
            </span>
          </Link>
          <Link to="/rescue" className="card group flex gap-4 p-6 hover:border-brand-600">
            <span className="grid h-14 w-14 shrink-0 place-items-center rounded-2xl bg-red-100 text-red-800">
              <Siren className="h-7 w-7" aria-hidden="true" />
            </span>
            <span>
              <span className="block text-xl font-bold text-slate-900 group-hover:underline">{t('home.rescue')}</span>
              <span className="mt-1 block text-lg text-slate-700">{t('home.reportAnInjuredOr')}</span>
            </span>
          </Link>
          <Link to="/lost-found" className="card group flex gap-4 p-6 hover:border-brand-600 md:col-span-2">
            <span className="grid h-14 w-14 shrink-0 place-items-center rounded-2xl bg-amber-100 text-amber-900">
              <PawPrint className="h-7 w-7" aria-hidden="true" />
            </span>
            <span>
              <span className="block text-xl font-bold text-slate-900 group-hover:underline">
                {t('home.lostFound')}
              </span>
              <span className="mt-1 block text-lg text-slate-700">{t('home.lostFoundText')}</span>
            </span>
          </Link>
        </div>
      </div>
    </section>
  )
}

export function Hero() {
  return (
    <section className="bg-gradient-to-br from-brand-800 to-brand-900 text-white">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-12 sm:px-6 sm:py-20">
        <HandHeart className="h-12 w-12 text-amber-300" aria-hidden="true" />
        <h1 className="max-w-3xl text-4xl font-extrabold leading-tight sm:text-5xl">{t('home.everyPetDeservesA')}</h1>
        <p className="max-w-2xl text-lg text-brand-50 sm:text-xl">{t('home.adoptARescuedDog')}</p>
        <div className="flex flex-wrap gap-3">
          <Link to="/animals" className="btn bg-amber-400 text-slate-900 hover:bg-amber-300">
            {t('home.adoptAPet')}
          </Link>
          <Link to="/how-adoption-works" className="btn border border-white/70 text-white hover:bg-white/10">
            {t('home.howAdoptionWorks')}
          </Link>
        </div>
      </div>
    </section>
  )
}
