// The signed-in user's own account: profile fields, photo, password and closing the account.
// The session owns the current user (src/session); after a change it reloads it, so the
// header and every screen see the new name and photo.
import type { Locale } from '@paws/contracts'
import type { ProfileUpdateBody, ProfileUpdateResponse, TokenPair, User } from '@paws/contracts/schemas/users'
import { useMutation } from '@tanstack/react-query'
import { useSession } from '../session/SessionProvider.tsx'
import { api, SHORT_UPLOAD_TIMEOUT_MS } from '../http/client.ts'
import { tokens } from '../http/tokens.ts'

export function useUpdateProfile() {
  const { session } = useSession()
  return useMutation({
    mutationFn: (body: ProfileUpdateBody) => api.put<ProfileUpdateResponse>('/users/profile', body),
    onSuccess: () => session.reloadProfile(),
  })
}

/**
 * A new e-mail is applied only with the code sent to it (PUT /users/profile with `email` and
 * `currentPassword` answers `pendingEmail`); this confirms it.
 */
export function useConfirmEmailChange() {
  const { session } = useSession()
  return useMutation({
    mutationFn: (code: string) => api.post<User>('/users/profile/email/confirm', { code }),
    onSuccess: () => session.reloadProfile(),
  })
}

export function useUploadAvatar() {
  const { session } = useSession()
  return useMutation({
    mutationFn: ({ photo, onProgress }: { photo: Blob; onProgress?: (fraction: number) => void }) => {
      const form = new FormData()
      form.append('avatar', photo, (photo as File).name || 'avatar.jpg')
      return api.post<{ avatarUrl: string }>('/users/avatar', form, {
        onUploadProgress: onProgress,
        timeoutMs: SHORT_UPLOAD_TIMEOUT_MS,
      })
    },
    onSuccess: () => session.reloadProfile(),
  })
}

export function useDeleteAvatar() {
  const { session } = useSession()
  return useMutation({
    mutationFn: () => api.delete<{ message: string }>('/users/avatar'),
    onSuccess: () => session.reloadProfile(),
  })
}

/**
 * Changing the password signs every other device out; the server answers with a new session
 * for this one, which goes into the token store (and from there to the service worker). The
 * account's SMS key changed with it (docs/sms-reports.md#the-message): the phone keeps the new one.
 */
export function useChangePassword() {
  const { session } = useSession()
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      api.put<TokenPair & { message: string }>('/users/password', body),
    onSuccess: async ({ accessToken, refreshToken }) => {
      tokens.set({ accessToken, refreshToken })
      const userId = session.getState().user?.id
      // Loaded here, as at sign-in (main.tsx): the SMS code is not part of any page's start.
      if (userId !== undefined) await import('./sms.ts').then(({ keepSmsKey }) => keepSmsKey(userId))
    },
  })
}

/** Closes the account; the caller then signs out on this device. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) => api.delete<{ message: string }>('/users/profile', { body: { password } }),
  })
}

/** Keeps the chosen language on the account: its e-mails and pushes speak it. */
export function saveAccountLocale(locale: Locale): Promise<void> {
  return api.put<void>('/users/locale', { locale })
}
