// What failed in a browser-test run, told in a few lines from Playwright's JSON report, for
// the end of `npm test`: the browser suite's own account of a failure scrolls by long before
// the run ends (the API suite's output is printed after it), and a log read from its tail
// must still say which test failed and why.
import { existsSync, readFileSync } from 'node:fs'
import { stripVTControlCharacters } from 'node:util'

/** Lines of an error kept per failed test: the message and where it was raised. */
const ERROR_LINES = 12

function* specsOf(suite) {
  for (const spec of suite.specs ?? []) yield spec
  for (const child of suite.suites ?? []) yield* specsOf(child)
}

/** The failed tests of the report at `path`, each with its error's first lines; null without a whole report. */
export function e2eFailures(path) {
  if (!existsSync(path)) return null
  let report
  try {
    report = JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    // Cut short (the run was stopped while writing it): as good as none.
    return null
  }
  const lines = []
  for (const error of report.errors ?? []) {
    lines.push('  the run itself:', ...firstLines(error.message ?? error.value ?? ''))
  }
  for (const suite of report.suites ?? []) {
    for (const spec of specsOf(suite)) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          if (result.status === 'passed' || result.status === 'skipped') continue
          const seconds = (result.duration / 1000).toFixed(1)
          lines.push(`  ✘ ${spec.file}:${spec.line} › ${spec.title} (${result.status}, ${seconds} s)`)
          for (const error of result.errors ?? []) lines.push(...firstLines(error.message ?? ''))
        }
      }
    }
  }
  return lines
}

function firstLines(message) {
  return stripVTControlCharacters(message)
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, ERROR_LINES)
    .map((line) => `      ${line}`)
}
