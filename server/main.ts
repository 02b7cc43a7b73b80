// Entry point: `node --import tsx server/main.ts` (npm start). Reads the environment and runs this process's role (process/roles.ts).
import { loadConfig } from './config'
import { runRole } from './process/roles'

Promise.resolve()
  .then(() => runRole(loadConfig()))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
