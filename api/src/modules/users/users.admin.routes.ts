// Admin user management under /users. Registered next to users.routes.ts on the same
// prefix: find-my-way matches the static /profile, /password, /avatar and /me/* before the
// parametric /:id, and :id must be an integer anyway.
import type { FastifyInstance } from 'fastify'
import { errorResponses, IdParams, Message } from '@paws/contracts/schemas/common'
import { User } from '@paws/contracts/schemas/users'
import { AdminUserUpdateBody, RoleBody, UserList, UserListQuery } from '@paws/contracts/schemas/users-admin'
import type { Static } from 'typebox'
import { currentUser, requireRole } from '../../plugins/app/auth.ts'
import type { UsersAdminService } from './users.admin.service.ts'

const tags = ['users (admin)']
const security = [{ bearerAuth: [] }]
type Id = { Params: Static<typeof IdParams> }

export default async function usersAdminRoutes(app: FastifyInstance, opts: { usersAdmin: UsersAdminService }) {
  const { usersAdmin } = opts
  app.addHook('onRequest', app.authenticate)

  app.get<{ Querystring: UserListQuery }>('/', {
    config: { access: 'admin' },
    schema: {
      summary: 'List users (admin)',
      tags,
      security,
      description: 'Admin only.',
      querystring: UserListQuery,
      response: { 200: UserList, ...errorResponses(400, 401, 403) },
    },
    handler: (req) => {
      requireRole(req, 'admin')
      return usersAdmin.list(req.query)
    },
  })

  app.get<Id>('/:id', {
    config: { access: 'signed-in' },
    schema: {
      summary: 'Read a user',
      tags,
      security,
      description: 'Admin, or the user themself.',
      params: IdParams,
      response: { 200: User, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) => usersAdmin.get(currentUser(req), req.params.id),
  })

  app.put<Id & { Body: AdminUserUpdateBody }>('/:id', {
    config: { access: 'admin' },
    schema: {
      summary: 'Edit a user (admin)',
      tags,
      security,
      description:
        'Admin only. isActive false deactivates as DELETE does. The role changes through PUT /users/:id/role.',
      params: IdParams,
      body: AdminUserUpdateBody,
      response: { 200: User, ...errorResponses(400, 401, 403, 404, 409, 422) },
    },
    handler: (req) => usersAdmin.update(requireRole(req, 'admin'), req.params.id, req.body),
  })

  app.put<Id & { Body: Static<typeof RoleBody> }>('/:id/role', {
    config: { access: 'admin' },
    schema: {
      summary: "Change a user's role (admin)",
      tags,
      security,
      description: 'Admin only; not on their own account (422).',
      params: IdParams,
      body: RoleBody,
      response: { 200: User, ...errorResponses(400, 401, 403, 404, 422) },
    },
    handler: (req) => usersAdmin.setRole(requireRole(req, 'admin'), req.params.id, req.body.role),
  })

  app.delete<Id>('/:id', {
    config: { access: 'admin' },
    schema: {
      summary: 'Deactivate a user (admin)',
      tags,
      security,
      description:
        'Admin only. Deactivates the account (no sign-in, all sessions and push subscriptions gone, its live animals become ' +
        'unavailable) and keeps its records. An admin cannot delete themself (422).',
      params: IdParams,
      response: { 200: Message, ...errorResponses(400, 401, 403, 404, 422) },
    },
    handler: async (req) => {
      await usersAdmin.deactivate(requireRole(req, 'admin'), req.params.id)
      return { message: 'User deactivated' }
    },
  })
}
