import { ADOPTION_RESPONSE_PROMISE } from '@paws/contracts'
import { Link } from '@tanstack/react-router'
import { CalendarCheck, ClipboardList, FileSignature, Heart, House, Search } from 'lucide-react'
import { Faq, type FaqItem } from './Faq.tsx'

const STEPS = [
  {
    Icon: Search,
    title: 'Browse Available Pets',
    text: 'Look through animals from NGOs and families across Mumbai and filter by species, age, size and area.',
  },
  {
    Icon: ClipboardList,
    title: 'Submit Application',
    text: "Answer a few short questions about your home and family on the animal's page; skip any you like.",
  },
  {
    Icon: CalendarCheck,
    title: 'Review & Approval',
    text: `The owner or NGO reviews your application and gets in touch. ${ADOPTION_RESPONSE_PROMISE}`,
  },
  {
    Icon: Heart,
    title: 'Meet Your Pet',
    text: 'Visit the animal, ask questions and make sure you are a good match for each other.',
  },
  {
    Icon: House,
    title: 'Home Check',
    text: 'A short visit or video call to check that your home is safe and ready for your new friend.',
  },
  {
    Icon: FileSignature,
    title: 'Finalize Adoption',
    text: 'Sign the adoption papers and take your pet home. The whole process usually takes 3-7 days.',
  },
]

const REQUIREMENTS = [
  'You must be at least 21 years old',
  'A valid government ID proof',
  'Proof of residence (address proof)',
  "Your landlord's permission if you rent your home",
  'Financial stability to cover food, vaccinations and vet care',
  'Time to care for, train and spend with your pet every day',
]

const FAQ: FaqItem[] = [
  {
    q: 'Is there an adoption fee?',
    a: 'Listing and applying on Mumbai Paws is free. Some NGOs ask for a small fee to cover vaccination and sterilisation; they will tell you before you finalise.',
  },
  {
    q: 'How long does the process take?',
    a: `${ADOPTION_RESPONSE_PROMISE} Most adoptions are complete within 3-7 days.`,
  },
  {
    q: 'Can I adopt if I live in a rented flat?',
    a: "Yes, with your landlord's permission. Please keep a written note from them ready for the review.",
  },
  {
    q: 'Are the animals vaccinated?',
    a: "Animals from our partner NGOs are vaccinated, health-checked and often microchipped. Each animal's page shows its medical details.",
  },
  {
    q: 'What if the adoption does not work out?',
    a: 'Talk to the owner or NGO first. They will help you, and if needed take the animal back so it can find another home.',
  },
]

export function HowAdoptionWorksPage() {
  return (
    <div>
      <section className="bg-brand-800 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
          <h1 className="text-3xl font-bold sm:text-4xl">How Adoption Works</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">
            Adopting through Mumbai Paws is simple, safe and free. Here is what happens from the first click to bringing
            your pet home.
          </p>
        </div>
      </section>

      <section className="page">
        <h2 className="text-2xl font-bold">Six simple steps</h2>
        <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {STEPS.map(({ Icon, title, text }, i) => (
            <li key={title} className="card p-5">
              <div className="flex items-center gap-3">
                <span className="grid h-11 w-11 place-items-center rounded-full bg-brand-100 text-brand-800">
                  <Icon className="h-6 w-6" aria-hidden="true" />
                </span>
                <h3 className="text-lg font-semibold">
                  <span className="sr-only">Step {i + 1}: </span>
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
          <h2 className="text-2xl font-bold">Requirements</h2>
          <ul className="mt-4 grid gap-2 text-lg text-slate-800 sm:grid-cols-2">
            {REQUIREMENTS.map((r) => (
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
        <h2 className="mb-4 text-2xl font-bold">Frequently asked questions</h2>
        <Faq items={FAQ} />
      </section>

      <section className="mx-auto flex max-w-6xl flex-wrap gap-3 px-4 sm:px-6">
        <Link to="/animals" className="btn-primary">
          Browse Available Pets
        </Link>
        <Link to="/contact" className="btn-secondary">
          Contact Us
        </Link>
      </section>
    </div>
  )
}
