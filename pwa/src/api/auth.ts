// Account calls that are not part of the running session (that is src/session/).
import type { RegisterVetBody } from '@paws/contracts/schemas/clinics'
import type { AuthResponse } from '@paws/contracts/schemas/users'
import { useMutation } from '@tanstack/react-query'
import { api } from './client.ts'

export interface RegisterResult {
  /** This sign-up attempt; verify-otp sends it back (the address may have several waiting). */
  signupId: string
  email: string
  message: string
  requiresOTPVerification?: boolean
}

export interface AdopterRegistration {
  firstName: string
  lastName: string
  email: string
  password: string
  phone: string
}

export interface NgoRegistration extends AdopterRegistration {
  ngoName: string
  address: string
  city: string
  state: string
  zipCode: string
  registrationNumber: string
  website?: string
  description: string
  servicesOffered: string[]
  maxCapacity: number
}

type Message = { message: string }

// The sign-up attempt this device made, kept for the verify page (and a reload of it) in
// sessionStorage with its e-mail: a code completes only its own attempt.
const SIGNUP_KEY = 'paws-signup'

function rememberSignup(result: RegisterResult): RegisterResult {
  try {
    sessionStorage.setItem(SIGNUP_KEY, JSON.stringify({ email: result.email, signupId: result.signupId }))
  } catch {
    // Storage unavailable (private mode): the code still works when it is the only sign-up.
  }
  return result
}

function signupIdFor(email: string): string | undefined {
  try {
    const saved = JSON.parse(sessionStorage.getItem(SIGNUP_KEY) ?? 'null') as { email?: string; signupId?: string }
    return saved?.email?.toLowerCase() === email.trim().toLowerCase() ? saved.signupId : undefined
  } catch {
    return undefined
  }
}

/** The e-mail of a sign-up this tab made that still waits for its code, if any. */
export function pendingSignupEmail(): string | undefined {
  try {
    const saved = JSON.parse(sessionStorage.getItem(SIGNUP_KEY) ?? 'null') as { email?: string } | null
    return typeof saved?.email === 'string' ? saved.email : undefined
  } catch {
    return undefined
  }
}

export const authApi = {
  register: (body: AdopterRegistration) =>
    api.post<RegisterResult>('/auth/register', { ...body, role: 'adopter' }).then(rememberSignup),
  registerNgo: (body: NgoRegistration) => api.post<RegisterResult>('/auth/register-ngo', body).then(rememberSignup),
  registerVet: (body: RegisterVetBody) => api.post<RegisterResult>('/auth/register-vet', body).then(rememberSignup),
  verifyOtp: async (email: string, otp: string) => {
    const signupId = signupIdFor(email)
    const response = await api.post<AuthResponse>('/auth/verify-otp', { email, otp, ...(signupId ? { signupId } : {}) })
    sessionStorage.removeItem(SIGNUP_KEY)
    return response
  },
  resendOtp: (email: string) => {
    const signupId = signupIdFor(email)
    return api.post<Message>('/auth/resend-otp', { email, ...(signupId ? { signupId } : {}) })
  },
  forgotPassword: (email: string) => api.post<Message>('/auth/forgot-password', { email }),
  resetPassword: (token: string, password: string) => api.post<Message>('/auth/reset-password', { token, password }),
  verifyEmail: (token: string) => api.post<Message>('/auth/verify-email', { token }),
}

export const useRegister = () => useMutation({ mutationFn: authApi.register })
export const useRegisterNgo = () => useMutation({ mutationFn: authApi.registerNgo })
export const useRegisterVet = () => useMutation({ mutationFn: authApi.registerVet })
export const useForgotPassword = () => useMutation({ mutationFn: authApi.forgotPassword })
export const useResetPassword = () =>
  useMutation({ mutationFn: (v: { token: string; password: string }) => authApi.resetPassword(v.token, v.password) })
export const useVerifyEmail = () => useMutation({ mutationFn: authApi.verifyEmail })
