// How every launcher (npm start, the cluster, the tests, the benchmarks) runs the server: one Node process, either the
// compiled build (`node dist-server/main.js`, what `npm start` and the cluster serve with, no TypeScript loader) or
// the sources with tsx as a loader (`node --import tsx server/main.ts`, what the tests run: no build step), never the
// tsx CLI. The CLI runs the server in a child process and relays signals to it, and when the child does not confirm a
// relayed SIGTERM within 30 ms (a busy machine) the CLI kills it with SIGKILL and exits 143: the graceful shutdown
// never ran.
import { join } from 'node:path'
import { serverBuildEntry } from './build-server'

export type ServerRuntime =
  | { kind: 'typescript'; nodeOptions?: string[] }
  /** `outDir`: where buildServer() wrote the build (default dist-server/). */
  | { kind: 'compiled'; outDir?: string; nodeOptions?: string[] }

export function serverCommand(
  root: string,
  runtime: ServerRuntime = { kind: 'typescript' },
): { command: string; args: string[] } {
  const options = runtime.nodeOptions ?? []
  if (runtime.kind === 'compiled') {
    return { command: process.execPath, args: [...options, serverBuildEntry(root, runtime.outDir)] }
  }
  return { command: process.execPath, args: [...options, '--import', 'tsx', join(root, 'server/main.ts')] }
}
