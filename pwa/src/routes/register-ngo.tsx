import { createFileRoute } from '@tanstack/react-router'
import { RegisterNgoPage } from '../features/auth/RegisterNgoPage.tsx'

export const Route = createFileRoute('/register-ngo')({ component: RegisterNgoPage })
