// `npm test`: typecheck, lint, the import boundaries and every vitest project (client, server, server-pg, e2e), all at
// once, streaming their output.
// The last line is always `N passed, N failed` (plus `, N skipped`); a failed typecheck or lint counts as one failure.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { FileTime } from './lib/file-times-reporter'
import { postgresUnavailable } from './lib/postgres'

const root = fileURLToPath(new URL('..', import.meta.url))
const bin = (name: string) => `${root}node_modules/.bin/${name}`

interface VitestReport {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
}

/**
 * Runs one step. Its output goes to this process's output a whole line at a time, so that two steps running at once
 * (the unit suites and the browser journeys) interleave lines, never halves of them; `buffered` holds it all until
 * the step ends instead (short steps run side by side).
 */
function run(
  label: string,
  command: string,
  args: string[],
  options: { env?: Record<string, string>; buffered?: boolean } = {},
): Promise<boolean> {
  const header = `\n> ${label}: ${[command.replace(root, ''), ...args].join(' ')}`
  if (!options.buffered) console.log(header)
  const started = Date.now()
  let held = options.buffered ? `${header}\n` : ''
  const write = (text: string) => {
    if (options.buffered) held += text
    else process.stdout.write(text)
  }
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Plain output for CI logs (vitest's default reporter prints ANSI colours even without a TTY).
      env: { ...process.env, NO_COLOR: '1', ...options.env },
    })
    for (const stream of [child.stdout, child.stderr]) {
      let partial = ''
      stream.setEncoding('utf8')
      stream.on('data', (chunk: string) => {
        const text = partial + chunk
        const end = text.lastIndexOf('\n') + 1
        partial = text.slice(end)
        if (end > 0) write(text.slice(0, end))
      })
      stream.on('end', () => {
        if (partial) write(`${partial}\n`)
      })
    }
    child.on('error', (error) => {
      write(`${label}: ${error.message}\n`)
      resolve(false)
    })
    child.on('close', (code) => {
      const took = ((Date.now() - started) / 1000).toFixed(1)
      write(`> ${label}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${took} s\n`)
      if (options.buffered) process.stdout.write(held)
      resolve(code === 0)
    })
  })
}

function readJson<T>(file: string): T | null {
  if (!existsSync(`${root}${file}`)) return null
  try {
    return JSON.parse(readFileSync(`${root}${file}`, 'utf8')) as T
  } catch {
    return null
  }
}

interface Tally {
  passed: number
  failed: number
  skipped: number
  files: FileTime[]
}

/**
 * One vitest run over some projects (`files`: only those test files); a run that could not load or crashed counts
 * as one failure.
 */
async function vitest(
  label: string,
  projects: string[],
  tally: Tally,
  options: { files?: string[]; env?: Record<string, string> } = {},
): Promise<void> {
  const report = `.tmp/vitest-${label}.json`
  const times = `.tmp/file-times-${label}.json`
  for (const file of [report, times]) rmSync(`${root}${file}`, { force: true })
  const ok = await run(
    `vitest (${label})`,
    bin('vitest'),
    [
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      '--reporter=./scripts/lib/file-times-reporter.ts',
      `--outputFile.json=${report}`,
      ...(options.files ?? []),
    ],
    { env: { TERN_FILE_TIMES: `${root}${times}`, ...options.env } },
  )
  const result = readJson<VitestReport>(report)
  tally.passed += result?.numPassedTests ?? 0
  tally.failed += result?.numFailedTests ?? 0
  tally.skipped += (result?.numPendingTests ?? 0) + (result?.numTodoTests ?? 0)
  tally.files.push(...(readJson<FileTime[]>(times) ?? []))
  if (!ok && (result === null || result.numFailedTests === 0)) tally.failed += 1
}

/**
 * Deals files into `count` lanes so that the lanes end together: the largest first, each to the lightest lane. A
 * file's size stands for its time (on a fresh clone there is no earlier run to time): for the journeys it put the
 * two lanes within 4% of each other.
 */
function dealBySize(files: readonly string[], count: number): string[][] {
  const lanes = Array.from({ length: count }, () => ({ weight: 0, files: [] as string[] }))
  const sized = files.map((file) => ({ file, size: statSync(`${root}${file}`).size }))
  for (const { file, size } of sized.sort((a, b) => b.size - a.size || a.file.localeCompare(b.file))) {
    const lightest = lanes.reduce((min, lane) => (lane.weight < min.weight ? lane : min))
    lightest.weight += size
    lightest.files.push(file)
  }
  return lanes.map((lane) => lane.files.sort())
}

/**
 * The browser journeys: the build once, then two lanes side by side, each a vitest run with its own server,
 * database and copy of the build (tests/e2e/global-setup.ts). One lane alone left a core idle while it waited on
 * the browser, the service worker and timers.
 */
async function journeys(tally: Tally): Promise<void> {
  if (!(await run('build for the journeys', bin('tsx'), ['scripts/build-journeys.ts']))) {
    tally.failed += 1
    return
  }
  const files = readdirSync(`${root}tests/e2e`)
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => `tests/e2e/${name}`)
  const lanes = dealBySize(files, 2)
  await Promise.all(
    lanes.map((laneFiles, i) =>
      vitest(`e2e-${i + 1}`, ['e2e'], tally, { files: laneFiles, env: { TERN_E2E_LANE: String(i + 1) } }),
    ),
  )
}

/** The slowest test files of the run, so that a regression shows at once (a file in two runs is listed per run). */
function printSlowest(files: readonly FileTime[], count: number): void {
  if (files.length === 0) return
  const total = files.reduce((sum, f) => sum + f.ms, 0)
  console.log(
    `\n> the ${Math.min(count, files.length)} slowest of ${files.length} test files (${seconds(total)} in all):`,
  )
  for (const f of [...files].sort((a, b) => b.ms - a.ms).slice(0, count)) {
    console.log(`${seconds(f.ms).padStart(9)}  ${f.project.padEnd(9)}  ${f.file}`)
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

async function main(): Promise<number> {
  mkdirSync(`${root}.tmp`, { recursive: true })
  const tally: Tally = { passed: 0, failed: 0, skipped: 0, files: [] }
  // The server suite runs a second time on PostgreSQL when it is installed (.ci/run installs it).
  const noPostgres = postgresUnavailable()
  if (noPostgres) console.log(`\n> server suite on PostgreSQL: skipped (${noPostgres})`)
  // Everything at once: the static checks (their output held until each ends), the unit suites (two workers) and
  // the browser journeys in two lanes, which mostly wait (on the browser, the service worker, timers). Nothing waits
  // for the static checks: the suites do not depend on them, and a run that waits leaves a core idle meanwhile.
  const [checks] = await Promise.all([
    Promise.all([
      run('typecheck', 'npm', ['run', '--silent', 'typecheck'], { buffered: true }),
      run('lint', bin('biome'), ['ci', '--colors=off', '.'], { buffered: true }),
      run('import boundaries', bin('tsx'), ['scripts/check-imports.ts'], { buffered: true }),
    ]),
    vitest('unit', ['client', 'server', ...(noPostgres ? [] : ['server-pg'])], tally),
    journeys(tally),
  ])
  tally.failed += checks.filter((ok) => !ok).length
  printSlowest(tally.files, 10)
  const { passed, failed, skipped } = tally
  console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`)
  return failed > 0 ? 1 : 0
}

process.exitCode = await main()
