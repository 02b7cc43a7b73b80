// `npx tsx bench/profile-read.ts <path> [header=value ...]`: runs the compiled server with `--cpu-prof` under 16
// keep-alive workers on one GET path for BENCH_DURATION_MS (a signed-in user's UserToken added for /api paths), then
// prints the functions with the most self time and the share of each package or source file. What the read shares
// in bench/reads.ts are made of.
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildServerScratch } from '../scripts/lib/build-server'
import { startServer } from '../scripts/lib/server'
import { loadTest } from './load'

const root = fileURLToPath(new URL('..', import.meta.url))
const [path = '/main/products', ...pairs] = process.argv.slice(2)
const durationMs = Number(process.env.BENCH_DURATION_MS ?? 5000)

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  hitCount?: number
}

/** Self time by function and by where its code lives (a package, a source file), in per cent of all samples. */
function summarize(file: string): void {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: ProfileNode[] }
  // Time spent waiting (idle) is no one's cost.
  const busy = profile.nodes.filter((n) => n.callFrame.functionName !== '(idle)')
  const total = busy.reduce((sum, n) => sum + (n.hitCount ?? 0), 0)
  const byFunction = new Map<string, number>()
  const byPlace = new Map<string, number>()
  for (const { callFrame, hitCount = 0 } of busy) {
    const place =
      /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(callFrame.url)?.[1] ??
      (callFrame.url.split('/').slice(-2).join('/') || '(native)')
    const name = `${callFrame.functionName || '(anonymous)'} ${place}:${callFrame.lineNumber + 1}`
    byFunction.set(name, (byFunction.get(name) ?? 0) + hitCount)
    byPlace.set(place, (byPlace.get(place) ?? 0) + hitCount)
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `  ${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`)
  console.log(`Self time by function (top 30 of ${total} busy samples):\n${top(byFunction, 30).join('\n')}`)
  console.log(`By place:\n${top(byPlace, 20).join('\n')}`)
}

const profileDir = await mkdtemp(join(tmpdir(), 'tern-profile-'))
const outDir = await buildServerScratch(root)
const distDir = join(profileDir, 'dist')
const { mkdirSync, writeFileSync } = await import('node:fs')
mkdirSync(distDir)
writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Tern</title>')
const server = await startServer({
  root,
  distDir,
  runtime: { kind: 'compiled', outDir, nodeOptions: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] },
})
try {
  const headers: Record<string, string> = Object.fromEntries(pairs.map((p) => p.split('=') as [string, string]))
  if (path.startsWith('/api/')) {
    const res = await fetch(new URL('/main/register', server.baseURL), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'profile@example.com', pwd: 'bench-secret' }),
    })
    headers.UserToken = ((await res.json()) as { data: { token: string } }).data.token
  }
  const url = new URL(path, server.baseURL)
  await loadTest(url, { concurrency: 4, durationMs: 1000, headers })
  const result = await loadTest(url, { concurrency: 16, durationMs, headers })
  console.log(
    `${path}: ${Math.round(result.requests / result.seconds)} req/s, ${result.errors} errors, p99 ${result.p99Ms.toFixed(1)} ms`,
  )
} finally {
  await server.stop()
}
const written = readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'))
if (written) summarize(join(profileDir, written))
rmSync(profileDir, { recursive: true, force: true })
rmSync(outDir, { recursive: true, force: true })
