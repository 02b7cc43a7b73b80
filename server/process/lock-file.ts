// The engine lock on SQLite (one machine): a file next to the database holding the holder's pid, created
// exclusively. A file left by a dead process is taken over; only one contender may take it over (it first
// creates the exclusive `.takeover` marker). The holder checks once a second that the file is still its own.
import { readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs'
import type { LockAttempt } from './lock'

const CHECK_MS = 1000
/** An empty lock file (its writer died between creating and writing it) counts as stale after this long. */
const EMPTY_STALE_MS = 5000

export async function tryFileLock(path: string, onLost: (reason: string) => void): Promise<LockAttempt> {
  const held = create(path) || takeOver(path)
  if (!held) return { held: false, release: async () => undefined }
  let released = false
  const watch = setInterval(() => {
    if (readPid(path) === process.pid) return
    released = true
    clearInterval(watch)
    onLost(`lock file ${path} is no longer this process's`)
  }, CHECK_MS)
  watch.unref()
  const release = async () => {
    if (released) return
    released = true
    clearInterval(watch)
    if (readPid(path) === process.pid) unlinkSync(path)
  }
  return { held: true, release }
}

/** Creates the file with our pid; false when it exists. */
function create(path: string): boolean {
  try {
    writeFileSync(path, `${process.pid}\n`, { flag: 'wx' })
    return true
  } catch (error) {
    if (codeOf(error) === 'EEXIST') return false
    throw error
  }
}

/** Replaces a lock file whose holder is dead; false when it is alive or another contender is taking over. */
function takeOver(path: string): boolean {
  if (!isStale(path)) return false
  const marker = `${path}.takeover`
  if (!create(marker)) {
    // A contender that died while taking over leaves its marker behind: clear it for the next attempt.
    if (isStale(marker)) unlinkQuietly(marker)
    return false
  }
  try {
    if (!isStale(path)) return false
    unlinkQuietly(path)
    return create(path)
  } finally {
    unlinkQuietly(marker)
  }
}

/** The file's holder is dead (or the file is gone). */
function isStale(path: string): boolean {
  const pid = readPid(path)
  if (pid === undefined) return true
  if (pid === null) return ageMs(path) > EMPTY_STALE_MS
  return !isAlive(pid)
}

/** The pid in the file: undefined when there is no file, null when it holds no pid (yet). */
function readPid(path: string): number | null | undefined {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return undefined
    throw error
  }
  const pid = Number(text.trim())
  return Number.isSafeInteger(pid) && pid > 0 ? pid : null
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists, under another user.
    return codeOf(error) === 'EPERM'
  }
}

function ageMs(path: string): number {
  try {
    return Date.now() - statSync(path).mtimeMs
  } catch {
    return 0
  }
}

function unlinkQuietly(path: string): void {
  try {
    unlinkSync(path)
  } catch (error) {
    if (codeOf(error) !== 'ENOENT') throw error
  }
}

function codeOf(error: unknown): unknown {
  return (error as { code?: unknown } | null)?.code
}
