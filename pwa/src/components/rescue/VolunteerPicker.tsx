// On a case of the NGO, its coordinators name the member who goes (the case's assigned
// volunteer), from the NGO's team, or nobody.
import type { Rescue } from '@paws/contracts/schemas/rescues'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { describeError } from '../../http/errors.ts'
import { membersQuery, useAssignVolunteer } from '../../api/teams.ts'
import { SelectField } from '../ui/fields.tsx'
import { t } from '../../i18n/index.ts'
import { notify } from '../../lib/toast.ts'

export function VolunteerPicker({ rescue, userId }: { rescue: Rescue; userId: number }) {
  const team = useQuery(membersQuery(userId))
  const assign = useAssignVolunteer(rescue.id)
  const [chosen, setChosen] = useState(rescue.assignedVolunteerId ? String(rescue.assignedVolunteerId) : '')
  const headingId = useId()
  const members = team.data?.members ?? []
  const save = () => {
    const userIdToSet = chosen === '' ? null : Number(chosen)
    assign.mutate(userIdToSet, {
      onSuccess: (updated) => {
        const v = updated.assignedVolunteer
        notify(
          v ? t('team.volunteerSet', { name: `${v.firstName} ${v.lastName}`.trim() }) : t('team.volunteerCleared'),
          'success',
        )
      },
      onError: (error) => notify(describeError(error, t('team.volunteerFailed')), 'error'),
    })
  }
  return (
    <section className="card grid gap-3 p-5" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold">
        {t('team.whoGoes')}
      </h2>
      <SelectField
        label={t('team.assignedMember')}
        value={chosen}
        onChange={(e) => setChosen(e.target.value)}
        disabled={team.isPending}
      >
        <option value="">{t('team.nobody')}</option>
        {members.map((m) => (
          <option key={m.userId} value={String(m.userId)}>
            {`${m.firstName} ${m.lastName}`.trim()}
            {m.onDuty ? ` (${t('team.onDuty')})` : ''}
          </option>
        ))}
      </SelectField>
      <button type="button" className="btn-primary justify-self-start" onClick={save} disabled={assign.isPending}>
        {t('team.assign')}
      </button>
    </section>
  )
}
