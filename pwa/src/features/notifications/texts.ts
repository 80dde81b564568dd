// Texts of the notifications screen, shared with the end-to-end test.
import type { NotificationFilter } from '@paws/contracts'
import { t } from '../../i18n/index.ts'

export const NOTIFICATION_TEXT = {
  get title() {
    return t('notifText.title')
  },
  get loggedOut() {
    return t('notifText.loggedOut')
  },
  get loadFailed() {
    return t('notifText.loadFailed')
  },
  get actionFailed() {
    return t('notifText.actionFailed')
  },
  get allRead() {
    return t('notifText.allRead')
  },
  get deleted() {
    return t('notifText.deleted')
  },
  get settingsSaved() {
    return t('notifText.settingsSaved')
  },
  get settingsFailed() {
    return t('notifText.settingsFailed')
  },
  get pushOn() {
    return t('notifText.pushOn')
  },
} as const

export const EMPTY_STATES: Record<NotificationFilter, { title: string; text: string }> = {
  all: {
    get title() {
      return t('notifText.emptyAll')
    },
    get text() {
      return t('notifText.emptyAllText')
    },
  },
  unread: {
    get title() {
      return t('notifText.emptyUnread')
    },
    get text() {
      return t('notifText.emptyUnreadText')
    },
  },
  read: {
    get title() {
      return t('notifText.emptyRead')
    },
    get text() {
      return t('notifText.emptyReadText')
    },
  },
}
