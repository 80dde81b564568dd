import { createFileRoute } from '@tanstack/react-router'
import { RegisterClinicPage } from '../features/auth/RegisterClinicPage.tsx'

export const Route = createFileRoute('/register-clinic')({ component: RegisterClinicPage })
