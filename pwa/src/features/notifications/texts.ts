// Texts of the notifications screen, shared with the end-to-end test.
import type { NotificationFilter } from '@paws/contracts'

export const NOTIFICATION_TEXT = {
  title: 'Notifications',
  loggedOut: 'Please log in to view notifications',
  loadFailed: 'Failed to load notifications. Please try again.',
  actionFailed: 'Something went wrong. Please try again.',
  allRead: 'All notifications marked as read.',
  deleted: 'Notification deleted.',
  settingsSaved: 'Notification settings saved.',
  settingsFailed: 'Failed to save notification settings. Please try again.',
  pushOn: 'Push notifications are on for this device.',
} as const

export const FILTER_LABELS: Record<NotificationFilter, string> = { all: 'All', unread: 'Unread', read: 'Read' }

export const EMPTY_STATES: Record<NotificationFilter, { title: string; text: string }> = {
  all: {
    title: 'No notifications yet',
    text: 'We will let you know here when something happens with your rescue reports, adoptions and listings.',
  },
  unread: { title: "You're all caught up", text: 'There are no unread notifications.' },
  read: { title: 'No read notifications', text: 'Notifications you have read will appear here.' },
}
