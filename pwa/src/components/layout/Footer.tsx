import { CONTACT_EMAIL, HELPLINE_PHONE, HELPLINE_TEL, serviceArea } from '@paws/contracts'
import { Link } from '@tanstack/react-router'
import { Mail, MapPin, Phone } from 'lucide-react'
import { Logo } from '../ui/PawIcon.tsx'
import { Newsletter } from './Newsletter.tsx'
import { t } from '../../i18n/index.ts'

const footerLink = 'rounded text-slate-200 underline-offset-4 hover:text-white hover:underline'

function SocialButton({ label, path }: { label: string; path: string }) {
  // The social accounts are not live yet: the buttons are shown but do nothing.
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className="grid h-11 w-11 place-items-center rounded-full bg-white/10 hover:bg-white/20"
    >
      <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor" aria-hidden="true">
        <path d={path} />
      </svg>
    </button>
  )
}

const FACEBOOK = 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8z'
const INSTAGRAM =
  'M12 7.3A4.7 4.7 0 1 0 12 16.7 4.7 4.7 0 0 0 12 7.3zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm5-9.1a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM12 2c-2.7 0-3.1 0-4.1.1C4.3 2.3 2.3 4.3 2.1 7.9 2 8.9 2 9.3 2 12s0 3.1.1 4.1c.2 3.6 2.2 5.6 5.8 5.8 1 .1 1.4.1 4.1.1s3.1 0 4.1-.1c3.6-.2 5.6-2.2 5.8-5.8.1-1 .1-1.4.1-4.1s0-3.1-.1-4.1c-.2-3.6-2.2-5.6-5.8-5.8C15.1 2 14.7 2 12 2zm0 1.8c2.7 0 3 0 4 .1 2.6.1 3.9 1.4 4 4 .1 1 .1 1.3.1 4s0 3-.1 4c-.1 2.6-1.4 3.9-4 4-1 .1-1.3.1-4 .1s-3 0-4-.1c-2.6-.1-3.9-1.4-4-4-.1-1-.1-1.3-.1-4s0-3 .1-4c.1-2.6 1.4-3.9 4-4 1-.1 1.3-.1 4-.1z'

export function Footer() {
  return (
    <footer className="mt-12 bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.2fr_0.8fr_1.1fr_1.3fr]">
        <div className="grid content-start gap-4">
          <span className="inline-flex rounded-xl bg-white px-2 py-1">
            <Logo />
          </span>
          <p>{t('layout.connectingMumbaiSAnimals')}</p>
          <div className="flex gap-2">
            <SocialButton label={t('layout.facebook')} path={FACEBOOK} />
            <SocialButton label={t('layout.instagram')} path={INSTAGRAM} />
          </div>
        </div>

        <nav aria-label={t('layout.footer')}>
          <h2 className="mb-3 font-semibold text-white">{t('layout.quickLinks')}</h2>
          <ul className="grid gap-2">
            <li>
              <Link to="/" className={footerLink}>
                {t('layout.home')}
              </Link>
            </li>
            <li>
              <Link to="/animals" className={footerLink}>
                {t('layout.adoptAPet')}
              </Link>
            </li>
            <li>
              <Link to="/rescue" className={footerLink}>
                {t('layout.rescue')}
              </Link>
            </li>
            <li>
              <Link to="/how-fast-help-comes" className={footerLink}>
                {t('layout.howFastHelpComes')}
              </Link>
            </li>
            <li>
              <Link to="/terms-and-conditions" className={footerLink}>
                {t('layout.termsAmpConditions')}
              </Link>
            </li>
            <li>
              <Link to="/privacy-policy" className={footerLink}>
                {t('layout.privacyPolicy')}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 font-semibold text-white">{t('layout.contact')}</h2>
          <ul className="grid gap-3">
            <li className="flex items-center gap-2">
              <Phone className="h-5 w-5 shrink-0" aria-hidden="true" />
              <a href={`tel:${HELPLINE_TEL}`} className={`${footerLink} whitespace-nowrap`}>
                {HELPLINE_PHONE}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Mail className="h-5 w-5 shrink-0" aria-hidden="true" />
              <a href={`mailto:${CONTACT_EMAIL}`} className={footerLink}>
                {CONTACT_EMAIL}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MapPin className="h-5 w-5 shrink-0" aria-hidden="true" />
              <span>{serviceArea(t)}</span>
            </li>
          </ul>
        </div>

        <Newsletter />
      </div>
      <p className="border-t border-white/10 px-4 py-4 text-center text-slate-300">
        © {new Date().getFullYear()} {t('layout.mumbaiPawsMadeWith')}
      </p>
    </footer>
  )
}
