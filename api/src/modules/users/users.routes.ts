import type { FastifyInstance, FastifyRequest } from 'fastify'
import { errorResponses, Message } from '@paws/contracts/schemas/common'
import {
  DeleteAccountBody,
  EmailChangeConfirmBody,
  PasswordChangeBody,
  LocaleBody,
  ProfileUpdateBody,
  ProfileUpdateResponse,
  SupplierProfile,
  TokenPair,
  User,
  VetProfile,
} from '@paws/contracts/schemas/users'
import { Ngo } from '@paws/contracts/schemas/ngos'
import Type, { type Static } from 'typebox'
import { BusinessRule } from '../../lib/errors.ts'
import { currentUser } from '../../plugins/app/auth.ts'
import { authRateLimit } from '../../plugins/external/rate-limit.ts'
import type { AuthService } from '../auth/auth.service.ts'
import type { UsersService } from './users.service.ts'

const tags = ['users']
const security = [{ bearerAuth: [] }]

/** Reads the one file of a multipart request under `field`. */
export async function singleFile(request: FastifyRequest, field: string): Promise<Buffer> {
  if (!request.isMultipart())
    throw new BusinessRule('error.user.sendImageMultipart', {
      field,
    })
  for await (const part of request.parts()) {
    if (part.type === 'file' && part.fieldname === field) return part.toBuffer()
    if (part.type === 'file') await part.toBuffer()
  }
  throw new BusinessRule('error.user.noImage', { field })
}

export default async function userRoutes(app: FastifyInstance, opts: { users: UsersService; auth: AuthService }) {
  const { users, auth } = opts
  app.addHook('onRequest', app.authenticate)

  app.get('/profile', {
    config: { access: 'signed-in' },
    schema: { summary: 'Read your profile', tags, security, response: { 200: User, ...errorResponses(401) } },
    handler: (req) => users.profile(currentUser(req).id),
  })

  app.put<{ Body: Static<typeof ProfileUpdateBody> }>('/profile', {
    schema: {
      summary: 'Edit your profile',
      tags,
      security,
      description:
        'Saves the fields sent. A new `email` needs `currentPassword` (400 when missing, 422 when wrong) and is not ' +
        'applied yet: a 6-digit code goes to the new address (confirm with POST /users/profile/email/confirm), the ' +
        'old address is told, and the answer names the waiting address as `pendingEmail`.',
      body: ProfileUpdateBody,
      response: { 200: ProfileUpdateResponse, ...errorResponses(400, 401, 422, 429) },
    },
    config: { ...authRateLimit(app), access: 'signed-in' },
    handler: (req) => users.updateProfile(currentUser(req).id, req.body, req.ip),
  })

  app.put<{ Body: Static<typeof LocaleBody> }>('/locale', {
    config: { access: 'signed-in' },
    schema: {
      summary: "Set your account's language",
      tags,
      security,
      description: "Sets the account's language (en, mr or hi): its e-mails, pushes and notifications are in it.",
      body: LocaleBody,
      response: { 204: Type.Null(), ...errorResponses(400, 401) },
    },
    handler: async (req, reply) => {
      await users.setLocale(currentUser(req).id, req.body.locale)
      return reply.status(204).send()
    },
  })

  app.post<{ Body: Static<typeof EmailChangeConfirmBody> }>('/profile/email/confirm', {
    schema: {
      summary: 'Confirm a new e-mail address with its code',
      tags,
      security,
      description:
        'The signed-in user who asked for an e-mail change confirms it with the code sent to the new address ' +
        '(10 minutes, 5 tries; 422 otherwise). The old address is told. 409 when the address got an account meanwhile.',
      body: EmailChangeConfirmBody,
      response: { 200: User, ...errorResponses(400, 401, 409, 422) },
    },
    config: { ...authRateLimit(app), access: 'signed-in' },
    handler: (req) => users.confirmEmailChange(currentUser(req).id, req.body.code),
  })

  app.delete<{ Body: Static<typeof DeleteAccountBody> }>('/profile', {
    schema: {
      summary: 'Close your account',
      tags,
      security,
      description:
        'Closes the signed-in account after checking its password (422 when wrong): it is deactivated as the ' +
        "admin's delete does (no sign-in, every session and push subscription gone, its live animals " +
        'unavailable); its records stay. The only active admin cannot close their account (422).',
      body: DeleteAccountBody,
      response: { 200: Message, ...errorResponses(400, 401, 422, 429) },
    },
    config: { ...authRateLimit(app), access: 'signed-in' },
    handler: async (req) => {
      await users.deleteAccount(currentUser(req).id, req.body.password, req.ip)
      return { message: 'Your account has been deleted. We are sorry to see you go.' }
    },
  })

  app.put<{ Body: Static<typeof PasswordChangeBody> }>('/password', {
    config: { ...authRateLimit(app), access: 'signed-in' },
    schema: {
      summary: 'Change your password',
      tags,
      security,
      body: PasswordChangeBody,
      description:
        'The current password counts towards the sign-in limits and lock: a wrong one is a 422, and after ' +
        'several the caller is locked out for a while (429 with Retry-After), as at sign-in.',
      response: { 200: Type.Intersect([Message, TokenPair]), ...errorResponses(400, 401, 422, 429) },
    },
    handler: async (req) => {
      const tokens = await auth.changePassword(
        currentUser(req).id,
        req.body.currentPassword,
        req.body.newPassword,
        req.ip,
      )
      return { message: 'Password changed. Other devices have been signed out.', ...tokens }
    },
  })

  app.post('/avatar', {
    config: { access: 'signed-in' },
    schema: {
      summary: 'Upload your profile photo',
      tags,
      security,
      consumes: ['multipart/form-data'],
      response: { 200: Type.Object({ avatarUrl: Type.String() }), ...errorResponses(401, 413, 415, 422) },
    },
    handler: async (req) => ({
      avatarUrl: await users.setAvatar(currentUser(req).id, await singleFile(req, 'avatar')),
    }),
  })

  app.delete('/avatar', {
    config: { access: 'signed-in' },
    schema: {
      summary: 'Remove your profile photo',
      tags,
      security,
      response: { 200: Message, ...errorResponses(401) },
    },
    handler: async (req) => {
      await users.removeAvatar(currentUser(req).id)
      return { message: 'Profile photo removed' }
    },
  })

  app.get('/me/ngo', {
    config: { access: 'signed-in' },
    schema: { summary: 'Your NGO profile', tags, security, response: { 200: Ngo, ...errorResponses(401, 404) } },
    handler: (req) => users.myNgo(currentUser(req).id),
  })
  app.get('/me/vet', {
    config: { access: 'signed-in' },
    schema: { summary: 'Your vet profile', tags, security, response: { 200: VetProfile, ...errorResponses(401, 404) } },
    handler: (req) => users.myVet(currentUser(req).id),
  })
  app.get('/me/supplier', {
    config: { access: 'signed-in' },
    schema: {
      summary: 'Your supplier profile',
      tags,
      security,
      response: { 200: SupplierProfile, ...errorResponses(401, 404) },
    },
    handler: (req) => users.mySupplier(currentUser(req).id),
  })
}
