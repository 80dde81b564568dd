import { useQuery } from '@tanstack/react-query'
import { Link, useRouterState } from '@tanstack/react-router'
import { Bell, Heart, LogIn, LogOut, Menu, User, UserPlus, X } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { unreadCountQuery } from '../../api/notifications.ts'
import { useSession } from '../../session/SessionProvider.tsx'
import { t } from '../../i18n/index.ts'
import { Logo } from '../ui/PawIcon.tsx'
import { HeaderStatus } from './HeaderStatus.tsx'
import { LanguageSelect } from './LanguageSelect.tsx'
import { homeAction, listingAction, type NavItem, navItems } from './nav.ts'
import { useLogout } from './useLogout.ts'

const linkBase = 'rounded-lg px-3 py-2 text-base font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900'
const linkActive = { className: 'bg-brand-50 text-brand-800' }
const AUTH_PAGES = /^\/(login|register|register-ngo|verify-otp|verify-email|forgot-password|reset-password)\/?$/
const iconLink = 'grid h-11 w-11 place-items-center rounded-lg text-slate-700 hover:bg-slate-100'

export function Header() {
  const { user } = useSession()
  const logout = useLogout()
  const role = user?.role
  const items = navItems(
    role,
    user?.ngoStatus?.memberKind === 'coordinator',
    role === 'ngo' && user?.ngoStatus?.approvalStatus === 'approved',
  )
  const listing = listingAction(role)
  const home = homeAction(role)
  // Unread notifications are asked for here while someone is signed in (on focus and every few
  // minutes: unreadCountQuery), but a new count does not draw the header again: only the small
  // parts that show it (useUnread) are.
  useQuery({ ...unreadCountQuery(), enabled: Boolean(user), notifyOnChangeProps: [] })
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const toggle = useRef<HTMLButtonElement>(null)
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const href = useRouterState({ select: (s) => s.location.href })
  const kept = useRouterState({ select: (s) => (s.location.search as { redirect?: unknown }).redirect })
  const back = wayBack(pathname, href, kept)
  const loginSearch = back ? { redirect: back } : {}

  // Close the small-screen menu on navigation (while rendering the new page) and on Escape.
  const [menuPath, setMenuPath] = useState(pathname)
  if (menuPath !== pathname) {
    setMenuPath(pathname)
    setOpen(false)
  }
  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false)
        toggle.current?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <Link to="/" className="mr-2 shrink-0 rounded-lg" aria-label={t('header.home')}>
          {/* An NGO member's header also holds the duty control: on a phone the name makes room. */}
          <Logo compact={role === 'ngo' ? 'narrow' : false} />
        </Link>

        <nav aria-label={t('header.mainNav')} className="hidden flex-1 items-center gap-1 lg:flex">
          <NavLinks items={items} />
        </nav>

        {/* Statuses that come after the first draw (the duty control, reports waiting) grow to
            the left in a box of their own, so the controls beside them do not move. */}
        <div className="ml-auto flex items-center gap-1">
          <HeaderStatus />
        </div>
        <div className="flex items-center gap-1">
          <LanguageSelect />
          <div className="hidden items-center gap-2 lg:flex">
            <ActionLinks listing={listing} home={home} />
            {user ? (
              <>
                <Link
                  to="/favourites"
                  className={iconLink}
                  aria-label={t('header.favourites')}
                  title={t('header.favourites')}
                >
                  <Heart className="h-6 w-6" aria-hidden="true" />
                </Link>
                <Link to="/profile" className={iconLink} aria-label={t('header.profile')} title={t('header.profile')}>
                  <User className="h-6 w-6" aria-hidden="true" />
                </Link>
                <NotificationsIconLink />
                <button
                  type="button"
                  onClick={logout}
                  className={iconLink}
                  aria-label={t('header.signOut')}
                  title={t('header.signOut')}
                >
                  <LogOut className="h-6 w-6" aria-hidden="true" />
                </button>
              </>
            ) : (
              <>
                <Link to="/login" search={loginSearch} className="btn-ghost">
                  {t('header.login')}
                </Link>
                <Link to="/register" search={loginSearch} className="btn-secondary">
                  {t('header.signUp')}
                </Link>
              </>
            )}
          </div>
          <button
            ref={toggle}
            type="button"
            className={`${iconLink} relative lg:hidden`}
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <X className="h-7 w-7" aria-hidden="true" /> : <Menu className="h-7 w-7" aria-hidden="true" />}
            {!open && <UnreadDot />}
            <span className="sr-only">{open ? t('header.closeMenu') : t('header.openMenu')}</span>
          </button>
        </div>
      </div>

      {/* The small-screen menu's links are drawn when it opens, not with every page. */}
      <div id={menuId} hidden={!open} className="border-t border-slate-200 bg-white lg:hidden">
        {open && (
          <nav aria-label={t('header.mainMenu')} className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3">
            <NavLinks items={items} />
            <div className="mt-2 grid gap-2 border-t border-slate-200 pt-3">
              <ActionLinks listing={listing} home={home} />
            </div>
            <div className="mt-2 grid gap-1 border-t border-slate-200 pt-3">
              {user ? (
                <>
                  <Link to="/favourites" className={`${linkBase} flex items-center gap-3`}>
                    <Heart className="h-5 w-5" aria-hidden="true" /> {t('header.favourites')}
                  </Link>
                  <Link to="/profile" className={`${linkBase} flex items-center gap-3`}>
                    <User className="h-5 w-5" aria-hidden="true" /> {t('header.profile')}
                  </Link>
                  <NotificationsMenuLink />
                  <button type="button" onClick={logout} className={`${linkBase} flex items-center gap-3 text-left`}>
                    <LogOut className="h-5 w-5" aria-hidden="true" /> {t('header.signOut')}
                  </button>
                </>
              ) : (
                <>
                  <Link to="/login" search={loginSearch} className={`${linkBase} flex items-center gap-3`}>
                    <LogIn className="h-5 w-5" aria-hidden="true" /> {t('header.login')}
                  </Link>
                  <Link to="/register" search={loginSearch} className={`${linkBase} flex items-center gap-3`}>
                    <UserPlus className="h-5 w-5" aria-hidden="true" /> {t('header.signUp')}
                  </Link>
                </>
              )}
            </div>
          </nav>
        )}
      </div>
    </header>
  )
}

/**
 * Where signing in or signing up from the header comes back to: the page the visitor was
 * reading; on a sign-in or sign-up page, the page that one leads back to; from home, home.
 */
function wayBack(pathname: string, href: string, kept: unknown): string | undefined {
  if (AUTH_PAGES.test(pathname)) return typeof kept === 'string' ? kept : undefined
  return pathname === '/' ? undefined : href
}

function NavLinks({ items }: { items: NavItem[] }) {
  return items.map((item) => (
    <Link
      key={item.to}
      to={item.to}
      className={linkBase}
      activeProps={linkActive}
      activeOptions={{ exact: item.exact }}
    >
      {item.label}
    </Link>
  ))
}

/** The listing button (Add Animal, List Your Pet) and the home link (Dashboard, Admin Panel). */
function ActionLinks({ listing, home }: { listing: NavItem | null; home: NavItem | null }) {
  return (
    <>
      {listing && (
        <Link to={listing.to} className="btn-primary">
          {listing.label}
        </Link>
      )}
      {home && (
        <Link to={home.to} className="btn-secondary">
          {home.label}
        </Link>
      )}
    </>
  )
}

/** The unread count the header asks for, as its parts show it; never asks by itself. */
function useUnread(): { count: number; label: string } {
  const count = useQuery({ ...unreadCountQuery(), enabled: false }).data ?? 0
  return { count, label: count > 0 ? t('header.notificationsUnread', { count }) : t('header.notifications') }
}

function NotificationsIconLink() {
  const unread = useUnread()
  return (
    <Link to="/notifications" className={`${iconLink} relative`} aria-label={unread.label} title={unread.label}>
      <Bell className="h-6 w-6" aria-hidden="true" />
      {unread.count > 0 && <UnreadBadge count={unread.count} className="absolute right-0.5 top-0.5" />}
    </Link>
  )
}

function NotificationsMenuLink() {
  const unread = useUnread()
  return (
    <Link to="/notifications" className={`${linkBase} flex items-center gap-3`} aria-label={unread.label}>
      <Bell className="h-5 w-5" aria-hidden="true" /> {t('header.notifications')}
      {unread.count > 0 && <UnreadBadge count={unread.count} />}
    </Link>
  )
}

/** The menu button's dot while notifications wait unread. */
function UnreadDot() {
  if (useUnread().count === 0) return null
  return (
    <span
      className="absolute right-1.5 top-1.5 h-3 w-3 rounded-full border-2 border-white bg-red-700"
      aria-hidden="true"
    />
  )
}

function UnreadBadge({ count, className = '' }: { count: number; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`grid h-5 min-w-5 place-items-center rounded-full bg-red-700 px-1 text-xs font-bold leading-none text-white ${className}`}
    >
      {count > 99 ? '99+' : count}
    </span>
  )
}
