// Account calls that are not part of the running session (that is src/session/).
import type { RegisterVetBody } from '@paws/contracts/schemas/clinics'
import type { AuthResponse } from '@paws/contracts/schemas/users'
import { useMutation } from '@tanstack/react-query'
import { api } from '../http/client.ts'
import { deviceTokenFor } from '../session/device-token.ts'
import { forgetPendingSignup, keepPendingSignup, pendingSignupFor } from '../session/pending-signup.ts'

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

// The sign-up attempt this device made is kept (session/pending-signup.ts) for the verify
// page, the report's account sheet and a reload or a new browser session of either: a code
// completes only its own attempt.
function rememberSignup(result: RegisterResult): RegisterResult {
  keepPendingSignup(result.email, result.signupId)
  return result
}

const signupIdFor = (email: string) => pendingSignupFor(email)?.signupId

export const authApi = {
  register: (body: AdopterRegistration) =>
    api.post<RegisterResult>('/auth/register', { ...body, role: 'adopter' }).then(rememberSignup),
  registerNgo: (body: NgoRegistration) => api.post<RegisterResult>('/auth/register-ngo', body).then(rememberSignup),
  registerVet: (body: RegisterVetBody) => api.post<RegisterResult>('/auth/register-vet', body).then(rememberSignup),
  verifyOtp: async (email: string, otp: string) => {
    const signupId = signupIdFor(email)
    const response = await api.post<AuthResponse>('/auth/verify-otp', { email, otp, ...(signupId ? { signupId } : {}) })
    forgetPendingSignup()
    return response
  },
  resendOtp: async (email: string) => {
    const signupId = signupIdFor(email)
    const answer = await api.post<Message>('/auth/resend-otp', { email, ...(signupId ? { signupId } : {}) })
    // A new code lives its own 10 minutes.
    if (signupId) keepPendingSignup(email, signupId)
    return answer
  },
  // The owner's device sends its device token: its reset link is not held by strangers' requests.
  forgotPassword: (email: string) => {
    const deviceToken = deviceTokenFor(email)
    return api.post<Message>('/auth/forgot-password', { email, ...(deviceToken ? { deviceToken } : {}) })
  },
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
