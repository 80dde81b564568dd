// Dexie's own code is evaluated before the rest of the store, in a task of its own: a browser
// runs a chunk's code in one go, and Dexie's setup with the store's made one of the longest tasks
// of a signed-in start on a slow phone. store.ts imports this first; the await lets the browser
// draw and answer taps between the two (docs/rules.md#first-load).
import 'dexie'
import { nextTask } from '../lib/next-task.ts'

await nextTask()
