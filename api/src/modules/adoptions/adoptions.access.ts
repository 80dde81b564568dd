// Who a caller is to an application (docs/rules.md#permissions): an admin acts as admin on every
// application; the user who owns the animal (animal.shelterId) as its owner; the user who
// applied as its applicant. Anyone else gets 404, as if the application did not exist.
import type { AdoptionRole } from '@paws/contracts'
import type { AdoptionListQuery } from '@paws/contracts/schemas/adoptions'
import { Forbidden } from '../../lib/errors.ts'
import type { AuthUser } from '../../types.ts'
import type { AdoptionScope } from './adoptions.repository.ts'

export function roleOf(user: AuthUser, row: { adopter_id: number; animal_shelter_id: number }): AdoptionRole | null {
  if (user.role === 'admin') return 'admin'
  if (row.animal_shelter_id === user.id) return 'owner'
  if (row.adopter_id === user.id) return 'applicant'
  return null
}

/**
 * GET /adoptions: `type` sent (the caller's applications), received (applications to the
 * caller's animals) or all (admins only). Without a type an admin sees all and anyone else
 * their sent list. An admin asking for sent or received gets their own lists, so the
 * personal dashboard works for admins too.
 */
export function scopeFor(user: AuthUser, type: AdoptionListQuery['type']): AdoptionScope {
  const wanted = type ?? (user.role === 'admin' ? 'all' : 'sent')
  if (wanted === 'all') {
    if (user.role !== 'admin') throw new Forbidden('error.adoption.adminListOnly')
    return { kind: 'all' }
  }
  return { kind: wanted, userId: user.id }
}
