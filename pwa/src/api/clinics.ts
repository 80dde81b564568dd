// Clinics (docs/rules.md#clinics): a clinic's sign-up, its own profile, availability and the
// animals handed to it (its answers go to the case's actions with an Idempotency-Key), the
// nearby clinics a responder may take an animal to, and the admin's list and approval.
// Shapes are fixed by packages/contracts/src/schemas/clinics.ts.
import type { RescueAnimalType } from '@paws/contracts'
import type {
  AvailabilityBody,
  Clinic,
  ClinicHandoverList,
  ClinicList,
  ClinicListQuery,
  ClinicVerifyBody,
  NearbyClinicList,
} from '@paws/contracts/schemas/clinics'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type Query } from '../http/client.ts'

export const clinicKeys = {
  all: ['clinics'] as const,
  mine: () => [...clinicKeys.all, 'mine'] as const,
  handovers: () => [...clinicKeys.all, 'handovers'] as const,
  nearby: (lat: number, lng: number, species?: RescueAnimalType) =>
    [...clinicKeys.all, 'nearby', lat, lng, species ?? null] as const,
  adminList: (filters: ClinicListQuery) => [...clinicKeys.all, 'admin', filters] as const,
}

export const myClinicQuery = () =>
  queryOptions({ queryKey: clinicKeys.mine(), queryFn: ({ signal }) => api.get<Clinic>('/clinics/me', { signal }) })

export const clinicHandoversQuery = () =>
  queryOptions({
    queryKey: clinicKeys.handovers(),
    queryFn: ({ signal }) => api.get<ClinicHandoverList>('/clinics/me/handovers', { signal }),
    // A clinic's page stays open at the desk: animals coming appear without a reload.
    refetchInterval: 30_000,
  })

export const nearbyClinicsQuery = (lat: number, lng: number, species?: RescueAnimalType) =>
  queryOptions({
    queryKey: clinicKeys.nearby(lat, lng, species),
    queryFn: ({ signal }) =>
      api.get<NearbyClinicList>('/clinics/nearby', { query: { lat, lng, ...(species ? { species } : {}) }, signal }),
  })

export const adminClinicListQuery = (filters: ClinicListQuery) =>
  queryOptions({
    queryKey: clinicKeys.adminList(filters),
    queryFn: ({ signal }) => api.get<ClinicList>('/clinics', { query: filters as Query, signal }),
  })

function useClinicMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const qc = useQueryClient()
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: clinicKeys.all }) })
}

export const useSetAvailability = () =>
  useClinicMutation((body: AvailabilityBody) => api.put<Clinic>('/clinics/me/availability', body))

export const useVerifyClinic = () =>
  useClinicMutation(({ id, body }: { id: number; body: ClinicVerifyBody }) =>
    api.post<Clinic>(`/clinics/${id}/verify`, body),
  )
