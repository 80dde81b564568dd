import Type, { type Static } from 'typebox'

/** GET /admin/stats: the admin dashboard's cards. */
export const AdminStats = Type.Object({
  /** Rescue cases waiting for an NGO: status pending, or declined and not yet reassigned. */
  pendingRescues: Type.Integer(),
  /** Rescue cases assigned to an NGO that has not answered yet. */
  assignedRescues: Type.Integer(),
  /** Animals that are not deleted. */
  totalAnimals: Type.Integer(),
  /** Adoption applications waiting for the owner: pending or under review. */
  pendingAdoptions: Type.Integer(),
  totalUsers: Type.Integer(),
  /** Approved, active NGOs. */
  partnerNgos: Type.Integer(),
})
export type AdminStats = Static<typeof AdminStats>
