// The personal dashboard's tabs (docs/screens.md): NGOs and everyone else have their
// own set; the active one is remembered on the device, and a link may ask for one (?tab=).

export const DASHBOARD_TAB_KEY = 'dashboardActiveTab'

/** Adoption lists load 10 at a time (docs/rules.md#limits). */
export const LIST_PAGE = 10

export const NGO_TABS = ['overview', 'assigned-rescues', 'adoption', 'received-adoptions', 'animals'] as const
export const USER_TABS = ['overview', 'rescue', 'adoption', 'received-adoptions', 'animals'] as const
export type DashboardTab = (typeof NGO_TABS)[number] | (typeof USER_TABS)[number]

export function tabsFor(role: string): readonly DashboardTab[] {
  return role === 'ngo' ? NGO_TABS : USER_TABS
}

/**
 * The tab to open: the one asked for, else the remembered one, if the role has it; else an
 * NGO's queue of cases, everyone else's overview.
 */
export function initialTab(role: string, requested: string | undefined, stored: string | null): DashboardTab {
  const tabs = tabsFor(role) as readonly string[]
  if (requested && tabs.includes(requested)) return requested as DashboardTab
  if (stored && tabs.includes(stored)) return stored as DashboardTab
  return role === 'ngo' ? 'assigned-rescues' : 'overview'
}

export function storedTab(): string | null {
  try {
    return window.localStorage.getItem(DASHBOARD_TAB_KEY)
  } catch {
    return null
  }
}

export function rememberTab(tab: DashboardTab): void {
  try {
    window.localStorage.setItem(DASHBOARD_TAB_KEY, tab)
  } catch {
    // Storage blocked: the tab is simply not remembered.
  }
}

export interface ActivityItem {
  key: string
  title: string
  status: string
  date: string
  link: { to: '/rescue/$id' | '/adoption/$id'; id: number }
}

/** Recent Activity: the newest `limit` items across the lists, newest first. */
export function recentActivity(lists: readonly (readonly ActivityItem[])[], limit = 5): ActivityItem[] {
  return lists
    .flat()
    .slice()
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date))
    .slice(0, limit)
}
