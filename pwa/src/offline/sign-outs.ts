// Counts this page's sign-outs: a read from the server that began before one keeps nothing on
// the phone after it (the store's keepFieldCases and keepDispatchList compare). Kept apart from
// the store so the count is read without loading it.
let signOuts = 0

/** The count now; a read takes it when it begins and hands it to the store with what it read. */
export const fieldCasesEpoch = () => signOuts

export function countSignOut(): void {
  signOuts += 1
}
