import { CONTACT_EMAIL } from '@paws/contracts'
import { LegalPage } from './LegalPage.tsx'

export function TermsPage() {
  return (
    <LegalPage title="Terms and Conditions">
      <section>
        <h2>1. About Mumbai Paws</h2>
        <p>
          Mumbai Paws connects people who want to adopt, rehome or rescue animals with partner NGOs and pet owners
          across Mumbai. By using the platform you agree to these terms.
        </p>
      </section>
      <section>
        <h2>2. Accounts</h2>
        <p>
          You must give accurate details when you register and keep your password private. NGO accounts are reviewed by
          our team before they can list animals. We may suspend accounts that break these terms.
        </p>
      </section>
      <section>
        <h2>3. Listing animals</h2>
        <ul>
          <li>Only list animals you own or are responsible for, with honest descriptions and recent photos.</li>
          <li>Listings must be free of charge; selling animals through Mumbai Paws is not allowed.</li>
          <li>We may remove listings that are misleading, unsafe or against the law.</li>
        </ul>
      </section>
      <section>
        <h2>4. Adoption</h2>
        <p>
          Adoption decisions are made by the animal's owner or NGO. Applicants must be at least 21 years old and may be
          asked for ID, proof of residence and a home check. Mumbai Paws does not guarantee that any application is
          approved.
        </p>
      </section>
      <section>
        <h2>5. Rescue reports</h2>
        <p>
          Rescue reports are passed to partner NGOs, who respond as their capacity allows. In an emergency, also call
          the helpline. Please do not file false reports.
        </p>
      </section>
      <section>
        <h2>6. Liability</h2>
        <p>
          Mumbai Paws is a meeting place. We are not responsible for the health or behaviour of animals or for
          agreements between users, to the extent allowed by Indian law.
        </p>
      </section>
      <section>
        <h2>7. Contact</h2>
        <p>
          Questions about these terms:{' '}
          <a className="text-brand-800 underline" href={`mailto:${CONTACT_EMAIL}`}>
            {CONTACT_EMAIL}
          </a>
          .
        </p>
      </section>
    </LegalPage>
  )
}
