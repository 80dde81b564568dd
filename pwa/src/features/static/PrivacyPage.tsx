import { CONTACT_EMAIL } from '@paws/contracts'
import { LegalPage } from './LegalPage.tsx'

export function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy">
      <section>
        <h2>What we collect</h2>
        <p>
          Your name, email, phone number and, if you give them, your address and profile photo; the animals you list,
          the applications you send and the rescue reports you file, including their photos and location.
        </p>
      </section>
      <section>
        <h2>How we use it</h2>
        <ul>
          <li>To run your account and show your listings, applications and reports.</li>
          <li>To let an animal's owner or NGO review your adoption application and contact you.</li>
          <li>To pass rescue reports, with your contact details, to the NGO that handles them.</li>
          <li>To send you codes, updates and notifications you asked for.</li>
        </ul>
      </section>
      <section>
        <h2>What we do not do</h2>
        <p>
          We do not sell your data or use it for advertising. We share it only as described above or when the law
          requires it.
        </p>
      </section>
      <section>
        <h2>On your phone</h2>
        <p>
          The app keeps your session and unsent rescue reports on your device so they survive a lost connection. Signing
          out removes your session from the device.
        </p>
      </section>
      <section>
        <h2>Children</h2>
        <p>Mumbai Paws is not for those under 18. We do not knowingly collect data from children.</p>
      </section>
      <section>
        <h2>Your choices</h2>
        <p>
          You can correct your details on your profile and ask us to delete your account by writing to{' '}
          <a className="text-brand-800 underline" href={`mailto:${CONTACT_EMAIL}`}>
            {CONTACT_EMAIL}
          </a>
          .
        </p>
      </section>
    </LegalPage>
  )
}
