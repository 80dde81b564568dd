// The install offer (lib/install-prompt.ts): a card at the bottom of the screen after a
// meaningful moment, with the browser's own install dialog or, where the browser has none,
// how to add the app to the home screen by hand.
import { Download, Share } from 'lucide-react'
import { install, notNow, useInstallOffer } from '../../lib/install-prompt.ts'
import { t } from '../../i18n/index.ts'

export function InstallPrompt() {
  const offer = useInstallOffer()
  if (offer.kind === 'none') return null
  return (
    <section
      aria-labelledby="install-title"
      className="fixed inset-x-0 bottom-4 z-40 mx-auto grid w-[calc(100%-2rem)] max-w-md gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-xl"
    >
      <h2 id="install-title" className="text-lg font-bold">
        {t('layout.keepMumbaiPawsOn')}
      </h2>
      {offer.kind === 'prompt' ? (
        <p className="text-slate-700">{t('layout.itOpensFromYour')}</p>
      ) : (
        <p className="text-slate-700">
          {offer.ios ? (
            <>
              {t('layout.tap')} <Share className="inline h-4 w-4" aria-label={t('layout.share')} />{' '}
              {t('layout.shareThenAddTo')}
            </>
          ) : (
            t('layout.openYourBrowserMenu')
          )}{' '}
          {t('layout.itThenOpensLike')}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <button type="button" className="btn-secondary" onClick={notNow}>
          {t('layout.notNow')}
        </button>
        {offer.kind === 'prompt' && (
          <button type="button" className="btn-primary" onClick={() => void install()}>
            <Download className="h-5 w-5" aria-hidden="true" /> {t('layout.install')}
          </button>
        )}
      </div>
    </section>
  )
}
