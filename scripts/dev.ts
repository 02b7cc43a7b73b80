// `npm run dev`: the API server (tsx watch, port 8080) and the Vite dev server (which proxies the API to it)
// side by side, output prefixed by origin; Ctrl-C, or either one exiting, stops both.
import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const apiPort = process.env.PORT ?? '8080'

type Named = { name: string; child: ChildProcess }

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): Named {
  const child = spawn(`${root}node_modules/.bin/${command}`, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  })
  const forward = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
    for (const line of chunk.toString().split(/\r?\n/)) if (line) stream.write(`[${name}] ${line}\n`)
  }
  child.stdout?.on('data', forward(process.stdout))
  child.stderr?.on('data', forward(process.stderr))
  return { name, child }
}

const processes = [
  start('server', 'tsx', ['watch', 'server/main.ts'], { PORT: apiPort }),
  start('vite', 'vite', [], { TERN_API_URL: `http://127.0.0.1:${apiPort}` }),
]

let stopping = false
function stopAll(exitCode: number): void {
  if (stopping) return
  stopping = true
  for (const { child } of processes) if (child.exitCode === null) child.kill('SIGTERM')
  const force = setTimeout(() => {
    for (const { child } of processes) if (child.exitCode === null) child.kill('SIGKILL')
  }, 3000)
  force.unref()
  const exited = processes.map(({ child }) =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise((resolve) => child.once('exit', resolve)),
  )
  void Promise.all(exited).then(() => process.exit(exitCode))
}

for (const { name, child } of processes) {
  child.on('exit', (code, signal) => {
    if (stopping) return
    console.error(`[dev] ${name} exited (${code ?? signal}); stopping the other one`)
    stopAll(code ?? 1)
  })
}
process.on('SIGINT', () => stopAll(0))
process.on('SIGTERM', () => stopAll(0))
