// The pieces the adoption and rescue landing pages share: the hero, the numbered "how it works"
// steps and the help line box (the latest-items list that NGOs and adopters see instead is in
// LatestList.tsx, loaded only for them).
import { type LucideIcon, PhoneCall } from 'lucide-react'
import type { ReactNode } from 'react'
import { HELPLINE_PHONE, HELPLINE_TEL } from '@paws/contracts'

type Tone = 'brand' | 'red'

const HERO: Record<Tone, string> = {
  brand: 'bg-gradient-to-b from-brand-50 to-slate-50',
  red: 'bg-gradient-to-b from-red-50 to-slate-50',
}

export function LandingHero({
  tone,
  title,
  text,
  children,
}: {
  tone: Tone
  title: string
  text: string
  children?: ReactNode
}) {
  return (
    <section className={HERO[tone]}>
      <div className="page grid gap-4">
        <h1 className="text-4xl font-bold text-slate-900">{title}</h1>
        <p className="max-w-2xl text-lg text-slate-700">{text}</p>
        {children}
      </div>
    </section>
  )
}

export interface Step {
  icon: LucideIcon
  title: string
  text: string
}

export function HowItWorksSteps({ title, steps, children }: { title: string; steps: Step[]; children?: ReactNode }) {
  return (
    <section aria-labelledby="how">
      <h2 id="how" className="text-2xl font-bold">
        {title}
      </h2>
      <ol className="mt-4 grid gap-4 md:grid-cols-3">
        {steps.map(({ icon: Icon, title, text }, i) => (
          <li key={title} className="card p-5">
            <Icon className="h-8 w-8 text-brand-700" aria-hidden="true" />
            <h3 className="mt-2 text-lg font-bold">
              {i + 1}. {title}
            </h3>
            <p className="mt-1 text-slate-700">{text}</p>
          </li>
        ))}
      </ol>
      {children}
    </section>
  )
}

const HELP_BOX: Record<Tone, { box: string; icon: string; title: string; text: string; button: string }> = {
  brand: {
    box: 'border-brand-200 bg-brand-50',
    icon: 'text-brand-800',
    title: 'text-slate-900',
    text: 'text-slate-800',
    button: 'btn-primary',
  },
  red: {
    box: 'border-red-200 bg-red-50',
    icon: 'text-red-700',
    title: 'text-red-900',
    text: 'text-red-900',
    button: 'btn-danger',
  },
}

export function HelpLineBox({ id, tone, title, text }: { id: string; tone: Tone; title: string; text: string }) {
  const c = HELP_BOX[tone]
  return (
    <section aria-labelledby={id} className={`card flex flex-col gap-3 p-6 sm:flex-row sm:items-center ${c.box}`}>
      <PhoneCall className={`h-10 w-10 shrink-0 ${c.icon}`} aria-hidden="true" />
      <div className="mr-auto">
        <h2 id={id} className={`text-xl font-bold ${c.title}`}>
          {title}
        </h2>
        <p className={c.text}>{text}</p>
      </div>
      <a href={`tel:${HELPLINE_TEL}`} className={`${c.button} text-lg`}>
        {HELPLINE_PHONE}
      </a>
    </section>
  )
}
