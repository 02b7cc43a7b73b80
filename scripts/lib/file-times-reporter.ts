// A vitest reporter that writes how long each test file took, per project, to the file named by
// TERN_FILE_TIMES (scripts/test.ts prints the slowest of them at the end of `npm test`). A file's time is what it
// cost its worker: environment, set-up file, import and collection, then every test and hook.
import { writeFileSync } from 'node:fs'
import { relative } from 'node:path'
import type { Reporter, TestModule } from 'vitest/node'

export interface FileTime {
  project: string
  file: string
  ms: number
}

export default class FileTimesReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const target = process.env.TERN_FILE_TIMES
    if (!target) return
    const times: FileTime[] = modules.map((module) => {
      const d = module.diagnostic()
      return {
        project: module.project.name,
        file: relative(process.cwd(), module.moduleId),
        ms: Math.round(
          d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration,
        ),
      }
    })
    writeFileSync(target, JSON.stringify(times))
  }
}
