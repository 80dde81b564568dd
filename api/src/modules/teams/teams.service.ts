// NGO teams. An NGO is worked by its members: coordinators (the NGO's own account first) and
// responders, each with their own account. How a member acts for the NGO: wherever the code
// asks which NGO an account acts for (rescues' loadViewer, the animal listing check, the NGO's
// notifications) the answer is the NGO of its membership, and the account's role is `ngo`
// while it is a member, so every existing role check treats it as the NGO. Removing a member
// gives the account back the role it had and takes it off the NGO's cases; suspending the NGO
// stops every member's access, both from the next request (the role and the membership are
// read on every request).
// Invitations: a coordinator of an approved, active NGO invites an address; the e-mailed link
// carries a random code stored only as its SHA-256, valid INVITATION_DAYS, for that address
// only, used once. Invitations go through the shared mail guard (auth.mail-guard.ts): one
// invitation per address per few minutes, a daily cap per inviting account and an hourly cap
// per client; the mail to an address that has confirmed nothing names the NGO (its approved
// name) and no person.
import {
  INVITATION_DAYS,
  type Invitation,
  type InvitationBody,
  type MemberList,
  type Membership,
  validateInvitation,
} from '@paws/contracts/schemas/teams'
import type { Config } from '../../config.ts'
import type { Database, Trx } from '../../db/database.ts'
import type { Clock } from '../../lib/clock.ts'
import { randomToken, sha256 } from '../../lib/crypto.ts'
import { BusinessRule, Conflict, Forbidden, NotFound, TooManyRequests, ValidationFailed } from '../../lib/errors.ts'
import { i18nFor } from '../../lib/i18n.ts'
import type { Mailer } from '../../plugins/app/mailer.ts'
import type { AuthUser } from '../../types.ts'
import type { MailGuard } from '../auth/auth.mail-guard.ts'
import * as repo from './teams.repository.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const HOUR_S = 60 * 60
/** A coordinator reads each member's answers to the offers of the last 30 days. */
const ANSWERS_DAYS = 30

const iso = (d: Date | string) => new Date(d).toISOString()

export function createTeamsService(deps: {
  db: Database
  config: Config
  mailer: Mailer
  mailGuard: MailGuard
  clock: Clock
  /**
   * A member left the team: what else ends with it, in the same transaction (their duty:
   * the responders module's, given by app.ts).
   */
  memberLeft: (trx: Trx, userId: number) => Promise<void>
}) {
  const { db, config, mailer, mailGuard } = deps

  /** The NGO `viewer` coordinates; 403 for anyone else. */
  async function coordinated(viewer: AuthUser): Promise<repo.ActingNgo> {
    const ngo = await repo.actingNgo(db, viewer.id)
    if (ngo?.kind !== 'coordinator') throw new Forbidden('error.team.notCoordinator')
    return ngo
  }

  function invitationMail(to: string, locale: string | null, v: { ngo: string; link: string; kind: string }) {
    const t = i18nFor(locale)
    const role = v.kind === 'coordinator' ? t._('mail.invite.coordinator') : t._('mail.invite.responder')
    return {
      to,
      subject: t._('mail.invite.subject', { ngo: v.ngo }),
      text: [
        t._('mail.invite.body', { ngo: v.ngo, role }),
        '',
        t._('mail.invite.link', { link: v.link, days: INVITATION_DAYS }),
        '',
        t._('mail.invite.ignore'),
      ].join('\n'),
    }
  }

  /**
   * The mail guard's word on one invitation (its own slot per address, the shared caps): a 429
   * naming the wait, nothing stored.
   */
  async function mayInvite(viewer: AuthUser, email: string, client: string | undefined) {
    const wait = await mailGuard.targetSlot(email, 'invite')
    if (wait > 0) {
      throw new TooManyRequests('error.team.inviteWait', { seconds: wait }, wait)
    }
    const capped =
      !(await mailGuard.dailyAllows(`user:${viewer.id}`)) ||
      (client !== undefined && !(await mailGuard.clientAllows(client)))
    if (capped) throw new TooManyRequests('error.team.tooManyInvites', undefined, HOUR_S)
  }

  async function invite(viewer: AuthUser, body: InvitationBody, client?: string): Promise<Invitation> {
    const ngo = await coordinated(viewer)
    if (ngo.approval_status !== 'approved' || !ngo.is_active) throw new Forbidden('error.team.ngoBlocked')
    const invalid = validateInvitation(body)
    if (invalid.length > 0) throw new ValidationFailed(invalid)
    const email = body.email.trim().toLowerCase()
    const existing = await repo.accountByEmail(db, email)
    if (existing && (await repo.isMemberOf(db, ngo.id, existing.id))) {
      throw new Conflict('error.team.inviteMember')
    }
    await mayInvite(viewer, email, client)
    const code = randomToken(24)
    const row = await db.transaction().execute(async (trx) => {
      await repo.dropWaitingInvitations(trx, ngo.id, email)
      return repo.insertInvitation(trx, {
        ngo_id: ngo.id,
        email,
        kind: body.kind,
        code_hash: sha256(code),
        invited_by: viewer.id,
        expires_at: new Date(Date.now() + INVITATION_DAYS * DAY_MS),
      })
    })
    await mailer.send(
      invitationMail(email, existing?.locale ?? viewer.locale, {
        ngo: ngo.name,
        link: `${config.PUBLIC_URL}/join-ngo?code=${code}`,
        kind: body.kind,
      }),
    )
    return { id: row.id, email: row.email, kind: row.kind, expiresAt: iso(row.expires_at) }
  }

  /** Joins the invitation's NGO; every refusal is a 4xx that changes nothing. */
  async function accept(viewer: AuthUser, code: string): Promise<Membership> {
    return db.transaction().execute(async (trx) => {
      const invitation = await repo.lockInvitation(trx, sha256(code.trim()))
      if (!invitation) throw new NotFound('error.team.notFound')
      if (invitation.accepted_at !== null) throw new Conflict('error.team.used')
      if (new Date(invitation.expires_at).getTime() <= Date.now()) throw new BusinessRule('error.team.expired')
      const account = await repo.accountOf(trx, viewer.id)
      if (!account) throw new NotFound('error.team.notFound')
      if (account.email.trim().toLowerCase() !== invitation.email) throw new Forbidden('error.team.otherAddress')
      if (account.role === 'admin') throw new Forbidden('error.team.admin')
      const current = await repo.actingNgo(trx, viewer.id)
      if (current) {
        throw current.id === invitation.ngo_id
          ? new Conflict('error.team.alreadyMember')
          : new Conflict('error.team.otherNgo')
      }
      await repo.insertMember(trx, {
        ngo_id: invitation.ngo_id,
        user_id: viewer.id,
        kind: invitation.kind,
        invited_by: invitation.invited_by,
        previous_role: account.role,
      })
      await repo.setRole(trx, viewer.id, 'ngo')
      await repo.markAccepted(trx, invitation.id, viewer.id)
      return { ngoId: invitation.ngo_id, ngoName: invitation.ngo_name, kind: invitation.kind }
    })
  }

  async function members(viewer: AuthUser): Promise<MemberList> {
    const ngo = await coordinated(viewer)
    const now = deps.clock()
    const [rows, invitations] = await Promise.all([
      repo.listMembers(db, ngo.id, now),
      repo.pendingInvitations(db, ngo.id, now),
    ])
    const answered = await repo.answersOf(
      db,
      rows.map((r) => r.user_id),
      new Date(now.getTime() - ANSWERS_DAYS * DAY_MS),
    )
    const answersOf = (userId: number) => {
      const a = answered.find((x) => x.user_id === userId)
      return {
        offered: Number(a?.offered ?? 0),
        accepted: Number(a?.accepted ?? 0),
        cant: Number(a?.cant ?? 0),
        unanswered: Number(a?.unanswered ?? 0),
      }
    }
    return {
      members: rows.map((r) => ({
        userId: r.user_id,
        firstName: r.first_name,
        lastName: r.last_name,
        email: r.email,
        kind: r.kind,
        isNgoAccount: r.ngo_user_id === r.user_id,
        joinedAt: iso(r.created_at),
        onDuty: r.duty_user_id !== null,
        answers: answersOf(r.user_id),
      })),
      invitations: invitations.map((i) => ({ id: i.id, email: i.email, kind: i.kind, expiresAt: iso(i.expires_at) })),
    }
  }

  async function remove(viewer: AuthUser, userId: number): Promise<void> {
    const ngo = await coordinated(viewer)
    await db.transaction().execute(async (trx) => {
      const team = await repo.lockMembers(trx, ngo.id)
      const member = team.find((m) => m.user_id === userId)
      if (!member) throw new NotFound('error.team.memberNotFound')
      const coordinators = team.filter((m) => m.kind === 'coordinator')
      if (member.kind === 'coordinator' && coordinators.length <= 1) throw new Conflict('error.team.lastCoordinator')
      if (ngo.ngo_user_id === userId) throw new Conflict('error.team.ngoAccount')
      await repo.deleteMember(trx, ngo.id, userId)
      await repo.setRole(trx, userId, member.previous_role ?? 'adopter')
      await repo.unassignVolunteer(trx, ngo.id, userId)
      await deps.memberLeft(trx, userId)
    })
  }

  return { invite, accept, members, remove }
}

export type TeamsService = ReturnType<typeof createTeamsService>
