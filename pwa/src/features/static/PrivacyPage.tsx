import { CONTACT_EMAIL } from '@paws/contracts'
import { t } from '../../i18n/index.ts'
import { LegalPage } from './LegalPage.tsx'

export function PrivacyPage() {
  return (
    <LegalPage title={t('layout.privacyPolicy')}>
      <section>
        <h2>{t('privacy.collectTitle')}</h2>
        <p>{t('privacy.collect')}</p>
      </section>
      <section>
        <h2>{t('privacy.useTitle')}</h2>
        <ul>
          <li>{t('privacy.use1')}</li>
          <li>{t('privacy.use2')}</li>
          <li>{t('privacy.use3')}</li>
          <li>{t('privacy.use4')}</li>
        </ul>
      </section>
      <section>
        <h2>{t('privacy.notTitle')}</h2>
        <p>{t('privacy.not')}</p>
      </section>
      <section>
        <h2>{t('privacy.phoneTitle')}</h2>
        <p>{t('privacy.phone')}</p>
      </section>
      <section>
        <h2>{t('privacy.childrenTitle')}</h2>
        <p>{t('privacy.children')}</p>
      </section>
      <section>
        <h2>{t('privacy.choicesTitle')}</h2>
        <p>
          {t('privacy.choices')}{' '}
          <a className="text-brand-800 underline" href={`mailto:${CONTACT_EMAIL}`}>
            {CONTACT_EMAIL}
          </a>
          .
        </p>
      </section>
    </LegalPage>
  )
}
