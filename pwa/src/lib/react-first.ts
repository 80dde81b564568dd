// React's own code is evaluated in a task of its own, before the router's, the query cache's and
// the app's: a browser runs a chunk's code in one go, and react-dom is nearly half of the first
// chunk. main.tsx imports this first; the await lets the browser draw and answer taps between the
// two (docs/rules.md#first-load).
import 'react-dom/client'
import { nextTask } from './next-task.ts'

await nextTask()
