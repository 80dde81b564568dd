// Account calls that are not part of the running session (that is src/session/).
import type { AuthResponse } from '@paws/contracts/schemas/users'
import { useMutation } from '@tanstack/react-query'
import { api } from './client.ts'

export interface RegisterResult {
  userId: number
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

export const authApi = {
  register: (body: AdopterRegistration) => api.post<RegisterResult>('/auth/register', { ...body, role: 'adopter' }),
  registerNgo: (body: NgoRegistration) => api.post<RegisterResult>('/auth/register-ngo', body),
  verifyOtp: (email: string, otp: string) => api.post<AuthResponse>('/auth/verify-otp', { email, otp }),
  resendOtp: (email: string) => api.post<Message>('/auth/resend-otp', { email }),
  forgotPassword: (email: string) => api.post<Message>('/auth/forgot-password', { email }),
  resetPassword: (token: string, password: string) => api.post<Message>('/auth/reset-password', { token, password }),
  verifyEmail: (token: string) => api.post<Message>('/auth/verify-email', { token }),
}

export const useRegister = () => useMutation({ mutationFn: authApi.register })
export const useRegisterNgo = () => useMutation({ mutationFn: authApi.registerNgo })
export const useResendOtp = () => useMutation({ mutationFn: authApi.resendOtp })
export const useForgotPassword = () => useMutation({ mutationFn: authApi.forgotPassword })
export const useResetPassword = () =>
  useMutation({ mutationFn: (v: { token: string; password: string }) => authApi.resetPassword(v.token, v.password) })
export const useVerifyEmail = () => useMutation({ mutationFn: authApi.verifyEmail })
