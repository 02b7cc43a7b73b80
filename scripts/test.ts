// `npm test`: typecheck, lint, then every vitest project (client, server, e2e), streaming their output.
// The last line is always `N passed, N failed` (plus `, N skipped`); a failed typecheck or lint counts as one failure.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const bin = (name: string) => `${root}node_modules/.bin/${name}`
const vitestReport = '.tmp/vitest.json'

type VitestReport = { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }

function run(label: string, command: string, args: string[]): Promise<boolean> {
  console.log(`\n> ${label}: ${[command.replace(root, ''), ...args].join(' ')}`)
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      // Plain output for CI logs (vitest's default reporter prints ANSI colours even without a TTY).
      env: { ...process.env, NO_COLOR: '1' },
    })
    child.on('error', (error) => {
      console.error(`${label}: ${error.message}`)
      resolve(false)
    })
    child.on('close', (code) => {
      console.log(
        `> ${label}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      )
      resolve(code === 0)
    })
  })
}

function readReport(): VitestReport | null {
  if (!existsSync(`${root}${vitestReport}`)) return null
  try {
    return JSON.parse(readFileSync(`${root}${vitestReport}`, 'utf8')) as VitestReport
  } catch {
    return null
  }
}

async function main(): Promise<number> {
  mkdirSync(`${root}.tmp`, { recursive: true })
  rmSync(`${root}${vitestReport}`, { force: true })
  let failed = 0
  if (!(await run('typecheck', 'npm', ['run', '--silent', 'typecheck']))) failed += 1
  if (!(await run('lint', bin('biome'), ['ci', '--colors=off', '.']))) failed += 1
  const vitestOk = await run('vitest', bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${vitestReport}`,
  ])
  const report = readReport()
  const passed = report?.numPassedTests ?? 0
  failed += report?.numFailedTests ?? 0
  // A suite that could not load (or a crash before the report) fails the run even with no failed test counted.
  if (!vitestOk && (report === null || report.numFailedTests === 0)) failed += 1
  const skipped = (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0)
  console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`)
  return failed > 0 ? 1 : 0
}

process.exitCode = await main()
