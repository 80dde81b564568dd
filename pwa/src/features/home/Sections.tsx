import { Link } from '@tanstack/react-router'
import { HandHeart, Heart, Siren } from 'lucide-react'

const STATS = [
  { value: '1.2K+', label: 'Adoptions yearly' },
  { value: '150+', label: 'Partner NGOs' },
  { value: '500+', label: 'Foster families' },
  { value: '100%', label: 'Vaccinated, microchipped and health-checked pets' },
]

export function AboutUs() {
  return (
    <section aria-labelledby="about-heading" className="page">
      <div className="grid gap-8 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 id="about-heading" className="text-2xl font-bold sm:text-3xl">
            About us
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-slate-700">
            Mumbai Paws brings together NGOs, foster families and animal lovers across the city. We help street and
            surrendered animals get treatment, shelter and, most of all, a family of their own.
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {STATS.map((s) => (
            <div key={s.label} className="card flex flex-col-reverse p-4 text-center">
              <dt className="mt-1 text-base text-slate-700">{s.label}</dt>
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
          How we serve
        </h2>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <Link to="/animals" className="card group flex gap-4 p-6 hover:border-brand-600">
            <span className="grid h-14 w-14 shrink-0 place-items-center rounded-2xl bg-brand-100 text-brand-800">
              <Heart className="h-7 w-7" aria-hidden="true" />
            </span>
            <span>
              <span className="block text-xl font-bold text-slate-900 group-hover:underline">Adopt</span>
              <span className="mt-1 block text-lg text-slate-700">
                Find dogs, cats and more from NGOs and families across Mumbai.
              </span>
            </span>
          </Link>
          <Link to="/rescue" className="card group flex gap-4 p-6 hover:border-brand-600">
            <span className="grid h-14 w-14 shrink-0 place-items-center rounded-2xl bg-red-100 text-red-800">
              <Siren className="h-7 w-7" aria-hidden="true" />
            </span>
            <span>
              <span className="block text-xl font-bold text-slate-900 group-hover:underline">Rescue</span>
              <span className="mt-1 block text-lg text-slate-700">
                Report an injured or abandoned animal and a partner NGO will respond.
              </span>
            </span>
          </Link>
        </div>
      </div>
    </section>
  )
}

export function Hero({ ngo }: { ngo: boolean }) {
  return (
    <section className="bg-gradient-to-br from-brand-800 to-brand-900 text-white">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-12 sm:px-6 sm:py-20">
        <HandHeart className="h-12 w-12 text-amber-300" aria-hidden="true" />
        {ngo ? (
          <>
            <h1 className="max-w-3xl text-4xl font-extrabold leading-tight sm:text-5xl">
              Making a difference one rescue at a time
            </h1>
            <p className="max-w-2xl text-lg text-brand-50 sm:text-xl">
              Respond to rescue cases across Mumbai and find homes for the animals in your care.
            </p>
            <div className="flex flex-wrap gap-3">
              <Link to="/rescue" className="btn bg-amber-400 text-slate-900 hover:bg-amber-300">
                View Rescue Requests
              </Link>
              <Link to="/dashboard" className="btn border border-white/70 text-white hover:bg-white/10">
                Your Dashboard
              </Link>
            </div>
          </>
        ) : (
          <>
            <h1 className="max-w-3xl text-4xl font-extrabold leading-tight sm:text-5xl">
              Every pet deserves a forever home
            </h1>
            <p className="max-w-2xl text-lg text-brand-50 sm:text-xl">
              Adopt a rescued dog, cat or bird from NGOs and families across Mumbai, or help an animal in need.
            </p>
            <div className="flex flex-wrap gap-3">
              <Link to="/animals" className="btn bg-amber-400 text-slate-900 hover:bg-amber-300">
                Adopt a Pet
              </Link>
              <Link to="/how-adoption-works" className="btn border border-white/70 text-white hover:bg-white/10">
                How Adoption Works
              </Link>
            </div>
          </>
        )}
      </div>
    </section>
  )
}
