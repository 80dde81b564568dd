// Texts of the notifications screen, shared with the end-to-end test.
import { type NotificationFilter, tr } from '@paws/contracts'

export const NOTIFICATION_TEXT = {
  get title() {
    return tr('notifText.title', 'Notifications')
  },
  get loggedOut() {
    return tr('notifText.loggedOut', 'Please log in to view notifications')
  },
  get loadFailed() {
    return tr('notifText.loadFailed', 'Failed to load notifications. Please try again.')
  },
  get actionFailed() {
    return tr('notifText.actionFailed', 'Something went wrong. Please try again.')
  },
  get allRead() {
    return tr('notifText.allRead', 'All notifications marked as read.')
  },
  get deleted() {
    return tr('notifText.deleted', 'Notification deleted.')
  },
  get settingsSaved() {
    return tr('notifText.settingsSaved', 'Notification settings saved.')
  },
  get settingsFailed() {
    return tr('notifText.settingsFailed', 'Failed to save notification settings. Please try again.')
  },
  get pushOn() {
    return tr('notifText.pushOn', 'Push notifications are on for this device.')
  },
} as const

export const FILTER_LABELS: Record<NotificationFilter, string> = {
  get all() {
    return tr('notifText.all', 'All')
  },
  get unread() {
    return tr('notifText.unread', 'Unread')
  },
  get read() {
    return tr('notifText.read', 'Read')
  },
}

export const EMPTY_STATES: Record<NotificationFilter, { title: string; text: string }> = {
  all: {
    get title() {
      return tr('notifText.emptyAll', 'No notifications yet')
    },
    get text() {
      return tr(
        'notifText.emptyAllText',
        'We will let you know here when something happens with your rescue reports, adoptions and listings.',
      )
    },
  },
  unread: {
    get title() {
      return tr('notifText.emptyUnread', "You're all caught up")
    },
    get text() {
      return tr('notifText.emptyUnreadText', 'There are no unread notifications.')
    },
  },
  read: {
    get title() {
      return tr('notifText.emptyRead', 'No read notifications')
    },
    get text() {
      return tr('notifText.emptyReadText', 'Notifications you have read will appear here.')
    },
  },
}
