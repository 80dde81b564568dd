// /team: a coordinator's team. The members (coordinators and responders, who is on duty now,
// and how each answered the offers of the last 30 days), the NGO's night rota,
// the invitations not yet used, an invitation form (an e-mail with a link valid 7 days) and
// Remove (not for the NGO's own account; the server keeps the last coordinator).
import { formatDate } from '@paws/contracts'
import {
  type InvitationBody,
  MEMBER_KINDS,
  type Member,
  type MemberKind,
  validateInvitation,
} from '@paws/contracts/schemas/teams'
import { useQuery } from '@tanstack/react-query'
import { describeError } from '../../http/errors.ts'
import { membersQuery, useInvite, useRemoveMember } from '../../api/teams.ts'
import { Alert } from '../../components/ui/Alert.tsx'
import { SelectField, TextField } from '../../components/ui/fields.tsx'
import { t } from '../../i18n/index.ts'
import { serverSaid, useForm } from '../../lib/form/index.ts'
import { notify } from '../../lib/toast.ts'
import { NightWatchEditor } from './NightWatchEditor.tsx'

const kindLabel = (kind: MemberKind) => (kind === 'coordinator' ? t('team.coordinator') : t('team.responder'))

export function TeamPage({ userId }: { userId: number }) {
  const team = useQuery(membersQuery(userId))
  return (
    <div className="page grid max-w-3xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold">{t('team.title')}</h1>
        <p className="text-slate-700">{t('team.intro')}</p>
      </header>
      <InviteForm userId={userId} />
      {team.isPending ? (
        <p className="text-slate-700">{t('team.loading')}</p>
      ) : team.isError ? (
        <Alert tone="error">{`${t('team.loadFailed')} ${describeError(team.error, '')}`}</Alert>
      ) : (
        <>
          <section className="card grid gap-3 p-5" aria-labelledby="team-members">
            <h2 id="team-members" className="text-xl font-semibold">
              {t('team.members', { count: team.data.members.length })}
            </h2>
            <ul className="grid gap-3">
              {team.data.members.map((m) => (
                <MemberRow key={m.userId} member={m} userId={userId} />
              ))}
            </ul>
          </section>
          <NightWatchEditor userId={userId} members={team.data.members} />
          {team.data.invitations.length > 0 && (
            <section className="card grid gap-3 p-5" aria-labelledby="team-invitations">
              <h2 id="team-invitations" className="text-xl font-semibold">
                {t('team.invitations')}
              </h2>
              <ul className="grid gap-2">
                {team.data.invitations.map((i) => (
                  <li key={i.id} className="flex flex-wrap justify-between gap-2">
                    <span className="font-medium">{i.email}</span>
                    <span className="text-slate-700">
                      {t('team.invitedAs', {
                        kind: kindLabel(i.kind),
                        date: formatDate(i.expiresAt),
                      })}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  )
}

function MemberRow({ member, userId }: { member: Member; userId: number }) {
  const remove = useRemoveMember(userId)
  const name = `${member.firstName} ${member.lastName}`.trim()
  const onRemove = () => {
    remove.mutate(member.userId, {
      onSuccess: () => notify(t('team.removed', { name }), 'success'),
      onError: (error) => notify(describeError(error, t('team.removeFailed')), 'error'),
    })
  }
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 pb-3 last:border-0">
      <div className="grid">
        <span className="font-semibold">{name}</span>
        <span className="text-slate-700">{member.email}</span>
        <span className="text-slate-700">
          {kindLabel(member.kind)}
          {member.isNgoAccount ? ` · ${t('team.ngoAccount')}` : ''}
          {member.onDuty ? ` · ${t('team.onDuty')}` : ''}
        </span>
        <span className="text-slate-700" data-testid="member-answers">
          {t('team.answers', member.answers)}
        </span>
      </div>
      {!member.isNgoAccount && (
        <button type="button" className="btn-secondary" onClick={onRemove} disabled={remove.isPending}>
          {t('team.remove', { name })}
        </button>
      )}
    </li>
  )
}

function InviteForm({ userId }: { userId: number }) {
  const invite = useInvite(userId)
  const form = useForm<InvitationBody>({
    initial: { email: '', kind: 'responder' },
    validate: (values) => validateInvitation(values),
    submit: async (values) => {
      const email = values.email.trim()
      await invite.mutateAsync({ email, kind: values.kind })
      notify(t('team.invited', { email }), 'success')
      form.reset({ email: '', kind: values.kind })
    },
    // The server's refusal (already a member, too many invitations) is read under the address.
    failure: (error) => ({ errors: { email: serverSaid(error, 'team.inviteFailed') }, message: null }),
  })
  return (
    <form className="card grid gap-4 p-5" onSubmit={form.onSubmit} noValidate aria-labelledby="team-invite">
      <h2 id="team-invite" className="text-xl font-semibold">
        {t('team.inviteTitle')}
      </h2>
      <p className="text-slate-700">{t('team.inviteHelp')}</p>
      <TextField label={t('team.email')} type="email" autoComplete="off" required {...form.field('email')} />
      <SelectField label={t('team.kind')} {...form.field('kind', (value) => value as MemberKind)}>
        {MEMBER_KINDS.map((k) => (
          <option key={k} value={k}>
            {kindLabel(k)}
          </option>
        ))}
      </SelectField>
      <button type="submit" className="btn-primary justify-self-start" disabled={form.submitting}>
        {form.submitting ? t('team.sending') : t('team.sendInvitation')}
      </button>
    </form>
  )
}
