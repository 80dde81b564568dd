// The reporter's word (docs/rules.md#closure): after a case is completed, its reporter and its
// followers are asked "Was the animal helped?". "No, it is still there" within this many hours
// of the completion reopens the case; later the answer is kept and reopens nothing.
export const CLOSURE_REOPEN_HOURS = 48

/** Until when "No, it is still there" reopens a case completed at `completedAt`. */
export function closureReopensUntil(completedAt: Date): Date {
  return new Date(completedAt.getTime() + CLOSURE_REOPEN_HOURS * 3_600_000)
}

export const CLOSURE_MESSAGES = {
  notCompleted: 'You can say whether the animal was helped once the case is completed.',
  twice: 'You have already said whether the animal was helped.',
  notReporter: 'Only the person who reported this case, or who follows it, can say whether the animal was helped.',
} as const
