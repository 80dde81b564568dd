// Contact details shown across the product (the spec's {phone}), defined once.
import type { Translator } from './i18n.ts'

export const PRODUCT_NAME = 'Mumbai Paws'
/** Emergency hotline and adoption help line, as displayed. */
export const HELPLINE_PHONE = '+91 22 4000 1234'
/** The same number for tel: links. */
export const HELPLINE_TEL = '+912240001234'
export const CONTACT_EMAIL = 'help@mumbaipaws.in'
export const ADOPTION_HELP_HOURS = 'Monday to Saturday, 9 AM to 6 PM'
export const SERVICE_AREA = 'All over Mumbai'

/** The adoption help line's hours in the display language. */
export const adoptionHelpHours = (t: Translator) => t('site.adoptionHelpHours')
/** Where the service works, in the display language. */
export const serviceArea = (t: Translator) => t('site.serviceArea')
