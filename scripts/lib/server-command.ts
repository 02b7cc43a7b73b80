// How every launcher (npm start's scripts, the cluster, the tests) runs the server: one Node process with tsx as a
// loader (`node --import tsx server/main.ts`), not the tsx CLI. The CLI runs the server in a child process and
// relays signals to it, and when the child does not confirm a relayed SIGTERM within 30 ms (a busy machine) the CLI
// kills it with SIGKILL and exits 143: the graceful shutdown never ran.
import { join } from 'node:path'

export function serverCommand(root: string): { command: string; args: string[] } {
  return { command: process.execPath, args: ['--import', 'tsx', join(root, 'server/main.ts')] }
}
