import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../../components/ui/ComingSoon.tsx'

export const Route = createFileRoute('/_auth/profile')({ component: () => <ComingSoon title="Profile Settings" /> })
