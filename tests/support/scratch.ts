// Where tests keep databases and other throw-away files: memory (/dev/shm) where the machine has it. SQLite commits
// with synchronous=FULL, and an fsync per commit on a busy shared disk (about 7 ms here) made up most of some
// files' time; a kill -9 of a server still loses nothing there (the page cache is the file), which is what the
// tests check. The PostgreSQL test cluster lives there too (postgres-setup.ts).
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'

export const scratchRoot = existsSync('/dev/shm') ? '/dev/shm' : tmpdir()
