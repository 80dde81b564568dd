// The Chromium the e2e config and the benchmarks drive, and the flags it needs here.
// `npm test` finds or installs one (scripts/browser.mjs) and passes it as CHROMIUM_PATH;
// run directly, the same search runs without installing.
import { findChromium, HOW_TO_GET_ONE } from '../../../scripts/browser.mjs'

export const CHROMIUM_PATH = findChromium({ installIfMissing: false, log: () => {} }) ?? ''
if (!CHROMIUM_PATH) console.error(HOW_TO_GET_ONE)

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
