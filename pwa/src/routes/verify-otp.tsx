import { createFileRoute } from '@tanstack/react-router'
import { VerifyOtpPage } from '../features/auth/VerifyOtpPage.tsx'

export const Route = createFileRoute('/verify-otp')({ component: VerifyOtpPage })
