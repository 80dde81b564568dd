// How busy and how quick an approved NGO is (the figures the assign dialog ranks by).
import { useQuery } from '@tanstack/react-query'
import { ngoFiguresQuery } from '../../api/admin.ts'

export function NgoFiguresLine({ ngoId }: { ngoId: number }) {
  const figures = useQuery(ngoFiguresQuery(ngoId))
  if (!figures.data) return null
  const { openCases, medianAcceptMinutes, acceptedLast30Days } = figures.data
  return (
    <p className="text-slate-700">
      <span className="font-semibold">{openCases}</span> open case{openCases === 1 ? '' : 's'} ·{' '}
      {medianAcceptMinutes !== null
        ? `accepts in ${Math.round(medianAcceptMinutes)} min (median of ${acceptedLast30Days} in 30 days)`
        : 'no accepted cases in the last 30 days'}
    </p>
  )
}
