// Reads the locale data (ICU) of the language named by the page's one message, by making each
// kind of formatter the app uses once, then says so. The data is shared by the page's threads:
// the page's own first formatters find it read (warm-intl.ts).
import { DATE_TIME_OPTIONS } from '@paws/contracts/format'

self.onmessage = ({ data: locale }: MessageEvent<string>) => {
  try {
    new Intl.NumberFormat(locale).format(1)
    new Intl.PluralRules(locale).select(1)
    new Intl.DateTimeFormat(locale, DATE_TIME_OPTIONS).format(0)
    new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(1, 'day')
  } finally {
    self.postMessage('read')
  }
}
