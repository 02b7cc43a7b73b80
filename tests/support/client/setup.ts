import 'fake-indexeddb/auto'
import { cleanup, configure } from '@testing-library/react'
import { clear, createStore } from 'idb-keyval'
import { afterEach, vi } from 'vitest'

// klinecharts needs a real canvas: the fake drives the DataLoader like klinecharts 10 does (STACK.md 5).
vi.mock('klinecharts', async () => (await import('./fake-chart')).klinechartsMock)

// The client project shares one worker's module registry between files (isolate: false): each file starts with the
// app's own modules fresh (their state: the session, saved-answer throttles, the language), while the libraries
// (React, happy-dom, Lingui, testing-library) stay loaded instead of being imported again for every file.
vi.resetModules()

// ky, which the HTTP client loads with its first call (src/shared/lib/http.ts): loaded here, so that no test's first
// call waits on a module load that its fake timers do not cover (in a shuffled order, a poller test came first).
await import('ky')

// Lazy screens load through dynamic import; on a loaded two-core CI machine that can take over the 1 s default.
configure({ asyncUtilTimeout: 5000 })

// The resources' saved answers (src/shared/lib/snapshot-store.ts): each test starts as a first visit.
const snapshotShelves = ['tern-public-snapshots', 'tern-session-snapshots'].map((name) => createStore(name, 'answers'))

afterEach(async () => {
  cleanup()
  // A lazy chunk a test started (a screen, the idle preload of the side drawer) finishes loading before the file's
  // environment is torn down: one landing after it is an unhandled error that fails the whole run.
  await vi.dynamicImportSettled()
  vi.unstubAllGlobals()
  vi.useRealTimers()
  localStorage.clear()
  await Promise.all(snapshotShelves.map((shelf) => clear(shelf)))
})
