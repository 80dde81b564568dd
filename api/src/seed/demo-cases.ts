// Demo rescue cases and adoption applications (docs/rules.md#demo-data), as the moves people make.
// demo-workflows.ts plays them through the real services, so every row, timeline entry,
// notification and animal status is what the product itself would have written.
import type { AdoptionStatus, RescueStatus } from '@paws/contracts'
import type { ApplicationData } from '@paws/contracts/schemas/adoptions'
import type { RescueCreateBody } from '@paws/contracts/schemas/rescues'

export type DemoEmail = 'adopter@demo.test' | 'owner@demo.test'

export interface DemoRescue {
  by: DemoEmail
  /** Where the case ends up, along pending -> assigned -> accepted -> in_progress -> rescued -> completed, or declined. */
  status: Extract<RescueStatus, 'pending' | 'assigned' | 'accepted' | 'in_progress' | 'completed' | 'declined'>
  daysAgo: number
  report: RescueCreateBody
  declineReason?: string
}

const place = (address: string, city: string, pincode: string, landmarks: string | null = null) => ({
  address,
  city,
  state: 'Maharashtra',
  pincode,
  landmarks,
})

export const DEMO_RESCUES: DemoRescue[] = [
  {
    by: 'adopter@demo.test',
    status: 'pending',
    daysAgo: 1,
    report: {
      animalType: 'dog',
      urgency: 'critical',
      description: 'A young dog hit by an auto-rickshaw, lying by the road and crying when anyone comes near.',
      location: place('Andheri-Kurla Road, near the station east exit', 'Mumbai', '400069', 'Outside the chemist'),
      condition: {
        injuries: 'broken_bones',
        mobility: 'cannot_move',
        consciousness: 'alert',
        bleeding: 'minor',
        breathing: 'laboured',
      },
      contact: { canStay: true, canTransport: false },
    },
  },
  {
    by: 'owner@demo.test',
    status: 'assigned',
    daysAgo: 2,
    report: {
      animalType: 'cat',
      urgency: 'high',
      description:
        'A kitten stuck on the ledge of the third floor of our building for two days, too scared to come down.',
      location: place('Hiranandani Gardens, Cypress building', 'Mumbai', '400076', 'Behind the Powai Plaza'),
      condition: { injuries: 'none_visible', mobility: 'can_walk' },
      contact: { canStay: true, canTransport: true },
    },
  },
  {
    by: 'owner@demo.test',
    status: 'declined',
    daysAgo: 3,
    report: {
      animalType: 'dog',
      urgency: 'medium',
      description: 'A street dog with a deep wound on its back leg, limping around the bus depot.',
      location: place('Sector 17, Vashi bus depot', 'Navi Mumbai', '400703'),
      condition: { injuries: 'minor_wounds', mobility: 'limping' },
      contact: { canStay: false, canTransport: false },
    },
    declineReason: 'Our ambulance cannot reach Navi Mumbai this week. Please assign a team closer to Vashi.',
  },
  {
    by: 'adopter@demo.test',
    status: 'accepted',
    daysAgo: 4,
    report: {
      animalType: 'dog',
      urgency: 'medium',
      description: 'A mother dog with a swollen eye, living under a parked truck with three puppies.',
      location: place('Carter Road, near the amphitheatre', 'Mumbai', '400050'),
      condition: { injuries: 'minor_wounds', mobility: 'can_walk' },
      contact: { canStay: false, canTransport: false },
    },
  },
  {
    by: 'owner@demo.test',
    status: 'in_progress',
    daysAgo: 6,
    report: {
      animalType: 'cow',
      urgency: 'high',
      description: 'A cow with a plastic bag tangled around its leg, walking with difficulty along the highway.',
      location: place('Ghodbunder Road, near Kapurbawdi junction', 'Thane', '400607'),
      condition: { injuries: 'minor_wounds', mobility: 'limping' },
      contact: { canStay: true, canTransport: false },
    },
  },
  {
    by: 'adopter@demo.test',
    status: 'completed',
    daysAgo: 12,
    report: {
      animalType: 'bird',
      urgency: 'low',
      description: 'A kite tangled in manja on a tree branch, flapping but unable to free itself.',
      location: place('Shivaji Park, near the Samarth Vyayam Mandir gate', 'Mumbai', '400028'),
      condition: { injuries: 'minor_wounds', mobility: 'cannot_move' },
      contact: { canStay: true, canTransport: false },
    },
  },
]

/** One move in the demo's adoption story; `key` names the application it concerns. */
export type DemoAdoptionEvent =
  | {
      key: string
      apply: { by: DemoEmail; animal: string; notes: string; reason?: string; answers?: ApplicationData }
      daysAgo: number
    }
  | {
      key: string
      to: AdoptionStatus
      as: 'owner' | 'applicant'
      daysAgo: number
      note?: string
      rejectionReason?: string
    }

const owner = (
  key: string,
  to: AdoptionStatus,
  daysAgo: number,
  extra: { note?: string; rejectionReason?: string } = {},
) => ({ key, to, as: 'owner' as const, daysAgo, ...extra })

export const DEMO_ADOPTION_EVENTS: DemoAdoptionEvent[] = [
  {
    key: 'rani',
    apply: {
      by: 'owner@demo.test',
      animal: 'Rani',
      notes: 'Our boys have wanted a dog for years and we have a park next door.',
      answers: {
        livingSpace: 'house',
        hasYard: false,
        hasPets: false,
        hasChildren: true,
        experience: 'some',
        workSchedule: 'home_most_of_day',
        references: [{ name: 'Sunita Rao', phone: '9820011122', relationship: 'Neighbour' }],
      },
    },
    daysAgo: 40,
  },
  owner('rani', 'under_review', 39),
  owner('rani', 'approved', 37),
  owner('rani', 'paperwork_pending', 35),
  owner('rani', 'ready_for_pickup', 33),
  owner('rani', 'trial_period', 32),
  owner('rani', 'completed', 20, { note: 'Settled in beautifully. Thank you for giving Rani a home!' }),

  {
    key: 'barfi',
    apply: {
      by: 'adopter@demo.test',
      animal: 'Barfi',
      notes: 'I work from home and have always had cats.',
      reason: 'A calm companion for a quiet flat.',
    },
    daysAgo: 30,
  },
  owner('barfi', 'approved', 29),
  owner('barfi', 'home_visit_scheduled', 27, { note: 'Visit on Saturday at 11 am.' }),
  owner('barfi', 'home_visit_completed', 26),
  owner('barfi', 'ready_for_pickup', 25),
  owner('barfi', 'in_transit', 24),
  owner('barfi', 'trial_period', 23),
  owner('barfi', 'completed', 15),

  {
    key: 'gajar',
    apply: { by: 'owner@demo.test', animal: 'Gajar', notes: 'We have a large balcony we can rabbit-proof.' },
    daysAgo: 28,
  },
  owner('gajar', 'approved', 27),
  owner('gajar', 'paperwork_pending', 26),
  owner('gajar', 'ready_for_pickup', 24),
  owner('gajar', 'trial_period', 23),
  owner('gajar', 'completed', 16),

  {
    key: 'chikoo',
    apply: {
      by: 'adopter@demo.test',
      animal: 'Chikoo',
      notes: 'I run every morning and would love a running partner.',
    },
    daysAgo: 14,
  },
  owner('chikoo', 'approved', 13),
  owner('chikoo', 'paperwork_pending', 12),
  owner('chikoo', 'ready_for_pickup', 11),
  owner('chikoo', 'trial_period', 10),
  owner('chikoo', 'returned', 6, {
    note: 'Chikoo needed more space than a one-bedroom flat. She is back with us and doing well.',
  }),

  {
    key: 'kalu-meera',
    apply: { by: 'owner@demo.test', animal: 'Kalu', notes: 'Kalu would be great with our children.' },
    daysAgo: 12,
  },
  {
    key: 'kalu-aarav',
    apply: {
      by: 'adopter@demo.test',
      animal: 'Kalu',
      notes: 'I have a ground-floor flat with a garden.',
      reason: 'I grew up with Labradors.',
    },
    daysAgo: 11,
  },
  owner('kalu-aarav', 'under_review', 10),
  owner('kalu-aarav', 'approved', 8),
  owner('kalu-meera', 'rejected', 7, {
    rejectionReason: 'Kalu has been matched with another family. Do look at our other dogs!',
  }),

  {
    key: 'sona',
    apply: { by: 'adopter@demo.test', animal: 'Sona', notes: 'Sona looks like the perfect family dog.' },
    daysAgo: 9,
  },
  owner('sona', 'under_review', 7),
  owner('sona', 'rejected', 5, {
    rejectionReason: 'Sona is anxious when left alone; she needs a home with someone there during the day.',
  }),

  {
    key: 'simba',
    apply: {
      by: 'adopter@demo.test',
      animal: 'Simba',
      notes: 'Happy to take him on long walks every day.',
      answers: { livingSpace: 'apartment', hasPets: false, hasChildren: false, workSchedule: 'away_part_day' },
    },
    daysAgo: 8,
  },
  owner('simba', 'approved', 6),
  owner('simba', 'home_visit_scheduled', 4, { note: 'Home visit on Sunday afternoon.' }),

  { key: 'gulab', apply: { by: 'adopter@demo.test', animal: 'Gulab', notes: 'We would love a lap cat.' }, daysAgo: 6 },
  { key: 'gulab', to: 'cancelled', as: 'applicant', daysAgo: 5, note: 'We found a kitten closer to home. Thank you!' },

  {
    key: 'sheru',
    apply: { by: 'owner@demo.test', animal: 'Sheru', notes: 'We have a big terrace and another calm dog.' },
    daysAgo: 3,
  },
  owner('sheru', 'under_review', 2),

  {
    key: 'bruno',
    apply: {
      by: 'adopter@demo.test',
      animal: 'Bruno',
      notes: 'Bruno looks calm and we have a ground-floor flat near Juhu beach.',
      answers: { livingSpace: 'apartment', experience: 'first_time' },
    },
    daysAgo: 1,
  },
]
