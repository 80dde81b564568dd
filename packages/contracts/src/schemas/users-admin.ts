// The admin area's user management (GET/PUT/DELETE /users/:id, PUT /users/:id/role).
import Type, { type Static } from 'typebox'
import { ROLES } from '../enums.ts'
import { TEXT_LIMITS } from '../limits.ts'
import { Nullable, PageMeta, PageQuery, StringEnum } from './common.ts'
import { Address, User } from './users.ts'

export const USER_SORT_FIELDS = ['createdAt', 'firstName', 'lastName', 'email', 'lastLoginAt'] as const

export const UserListQuery = Type.Object(
  {
    ...PageQuery,
    role: Type.Optional(StringEnum(ROLES)),
    search: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.search })),
    isActive: Type.Optional(Type.Boolean()),
    sortBy: Type.Optional(StringEnum(USER_SORT_FIELDS)),
  },
  { additionalProperties: false },
)
export type UserListQuery = Static<typeof UserListQuery>

export const UserList = Type.Object({ users: Type.Array(User), meta: PageMeta })
export type UserList = Static<typeof UserList>

/** Role changes go through PUT /users/:id/role, not here. */
export const AdminUserUpdateBody = Type.Object(
  {
    firstName: Type.Optional(Type.String({ maxLength: 100 })),
    lastName: Type.Optional(Type.String({ maxLength: 100 })),
    email: Type.Optional(Type.String({ maxLength: 254 })),
    phone: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
    isActive: Type.Optional(Type.Boolean()),
    emailVerified: Type.Optional(Type.Boolean()),
    address: Type.Optional(Nullable(Type.Union([Type.String({ maxLength: 500 }), Address]))),
  },
  { additionalProperties: false },
)
export type AdminUserUpdateBody = Static<typeof AdminUserUpdateBody>

export const RoleBody = Type.Object({ role: StringEnum(ROLES) }, { additionalProperties: false })
export type RoleBody = Static<typeof RoleBody>
