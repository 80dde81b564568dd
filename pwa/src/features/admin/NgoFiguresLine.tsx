// How busy and how quick an approved NGO is (the figures the assign dialog ranks by).
import { useQuery } from '@tanstack/react-query'
import { ngoFiguresQuery } from '../../api/admin.ts'
import { t } from '../../i18n/index.ts'

export function NgoFiguresLine({ ngoId }: { ngoId: number }) {
  const figures = useQuery(ngoFiguresQuery(ngoId))
  if (!figures.data) return null
  const { openCases, medianAcceptMinutes, acceptedLast30Days } = figures.data
  return (
    <p className="text-slate-700">
      {t('admin.openCases', { count: openCases })} ·{' '}
      {medianAcceptMinutes !== null
        ? t('admin.acceptsIn', { minutes: Math.round(medianAcceptMinutes), count: acceptedLast30Days })
        : t('admin.noAcceptedCases')}
    </p>
  )
}
