import { CONTACT_EMAIL } from '@paws/contracts'
import { t } from '../../i18n/index.ts'
import { LegalPage } from './LegalPage.tsx'

export function TermsPage() {
  return (
    <LegalPage title={t('terms.title')}>
      <section>
        <h2>{t('terms.aboutTitle')}</h2>
        <p>{t('terms.about')}</p>
      </section>
      <section>
        <h2>{t('terms.accountsTitle')}</h2>
        <p>{t('terms.accounts')}</p>
      </section>
      <section>
        <h2>{t('terms.listingTitle')}</h2>
        <ul>
          <li>{t('terms.listing1')}</li>
          <li>{t('terms.listing2')}</li>
          <li>{t('terms.listing3')}</li>
        </ul>
      </section>
      <section>
        <h2>{t('terms.adoptionTitle')}</h2>
        <p>{t('terms.adoption')}</p>
      </section>
      <section>
        <h2>{t('terms.rescueTitle')}</h2>
        <p>{t('terms.rescue')}</p>
      </section>
      <section>
        <h2>{t('terms.liabilityTitle')}</h2>
        <p>{t('terms.liability')}</p>
      </section>
      <section>
        <h2>{t('terms.contactTitle')}</h2>
        <p>
          {t('terms.contact')}{' '}
          <a className="text-brand-800 underline" href={`mailto:${CONTACT_EMAIL}`}>
            {CONTACT_EMAIL}
          </a>
          .
        </p>
      </section>
    </LegalPage>
  )
}
