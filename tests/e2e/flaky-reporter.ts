/**
 * `npm run flaky`'s table: for each form and each way the connection dropped (offline at the press, the answer lost
 * after the storefront acted, an answer 30 s late), in each project (JavaScript on or off, French or English), whether
 * it was done once and the form kept (the journey's assertions: it passed or not) and what the shopper read. The
 * rows are those the journeys report (`report` of ./dropped-connection.ts); the other tests of a run print nothing.
 */
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter'

interface Row {
  form: string
  dropped: string
  project: string
  passed: boolean
  read: string
}

export default class FlakyReporter implements Reporter {
  private rows: Row[] = []
  private failed: string[] = []

  onTestEnd(test: TestCase, result: TestResult): void {
    const project = test.parent.project()?.name ?? ''
    const passed = result.status === 'passed'
    if (!passed && result.status !== 'skipped')
      this.failed.push(`${project} › ${test.title}: ${result.error?.message?.split('\n')[0] ?? result.status}`)
    for (const note of [...test.annotations, ...result.annotations]) {
      if (note.type !== 'dropped' || !note.description) continue
      const row = JSON.parse(note.description) as Omit<Row, 'project' | 'passed'>
      this.rows.push({ ...row, project, passed })
    }
  }

  onEnd(): void {
    const rows = [...new Map(this.rows.map((r) => [`${r.form}|${r.dropped}|${r.project}`, r])).values()].sort(
      (a, b) =>
        a.form.localeCompare(b.form) || a.dropped.localeCompare(b.dropped) || a.project.localeCompare(b.project),
    )
    const table = [
      ['form', 'dropped', 'project', 'done once', 'kept', 'what the shopper read'],
      ...rows.map((r) => [r.form, r.dropped, r.project, r.passed ? 'yes' : 'NO', r.passed ? 'yes' : 'NO', r.read]),
    ]
    const widths = table[0]!.slice(0, -1).map((_, i) => Math.max(...table.map((line) => line[i]!.length)))
    for (const line of table)
      console.log(line.map((cell, i) => (i < widths.length ? cell.padEnd(widths[i]!) : cell)).join('  '))
    if (this.failed.length > 0) console.log(`\nFailed:\n${this.failed.join('\n')}`)
  }

  printsToStdio(): boolean {
    return true
  }
}
