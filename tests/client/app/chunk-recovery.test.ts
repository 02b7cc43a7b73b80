// A lazily loaded chunk that no longer exists after a deploy reloads the page once per build; a real failure (the
// second one of a build, or one while offline, or any other error) reaches the error boundary.
import { describe, expect, it, type Mock, vi } from 'vitest'
import {
  CHUNK_TIMEOUT_MS,
  ChunkLoadTimeout,
  type ChunkRecoveryEnv,
  isChunkLoadError,
  loadChunk,
} from '@/app/chunk-recovery'

const missingChunk = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: https://tern.app/assets/Help-Old1.js'))

function env(build: string, online = true): (() => ChunkRecoveryEnv) & { reload: Mock<() => void> } {
  const reload = vi.fn<() => void>()
  return Object.assign(() => ({ online, build, storage: sessionStorage, reload }), { reload })
}

const settled = async (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => 'resolved',
      () => 'rejected',
    ),
    new Promise((r) => setTimeout(() => r('pending'), 20)),
  ])

describe('stale chunk recovery', () => {
  it('reloads once for a build, then lets the second failure of the same build through', async () => {
    sessionStorage.clear()
    const first = env('/assets/index-A.js')
    expect(await settled(loadChunk(missingChunk, first))).toBe('pending')
    expect(first.reload).toHaveBeenCalledTimes(1)

    const again = env('/assets/index-A.js')
    await expect(loadChunk(missingChunk, again)).rejects.toThrow(/dynamically imported module/)
    expect(again.reload).not.toHaveBeenCalled()

    const nextBuild = env('/assets/index-B.js')
    expect(await settled(loadChunk(missingChunk, nextBuild))).toBe('pending')
    expect(nextBuild.reload).toHaveBeenCalledTimes(1)
  })

  it('does not reload while offline or for other errors', async () => {
    sessionStorage.clear()
    const offline = env('/assets/index-C.js', false)
    await expect(loadChunk(missingChunk, offline)).rejects.toThrow()
    const broken = env('/assets/index-C.js')
    await expect(loadChunk(() => Promise.reject(new Error('render failed')), broken)).rejects.toThrow('render failed')
    expect(offline.reload).not.toHaveBeenCalled()
    expect(broken.reload).not.toHaveBeenCalled()
  })

  it('returns the module when it loads', async () => {
    const ok = env('/assets/index-D.js')
    expect(await loadChunk(async () => ({ HelpScreen: 'screen' }), ok)).toEqual({ HelpScreen: 'screen' })
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(ok.reload).not.toHaveBeenCalled()
  })

  it('raises a load error naming the script after 120 s without an answer, and not before', async () => {
    sessionStorage.clear()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const online = env('/assets/index-A.js')
      const loading = loadChunk(() => new Promise<never>(() => undefined), online, 'TradeScreen')
      const outcome = loading.then(
        () => null,
        (error: unknown) => error,
      )
      await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1)
      expect(await Promise.race([outcome, Promise.resolve('pending')])).toBe('pending')
      await vi.advanceTimersByTimeAsync(1)
      const error = await outcome
      expect(error).toBeInstanceOf(ChunkLoadTimeout)
      expect((error as Error).message).toBe('script load timed out after 120 s: TradeScreen')
      expect(online.reload).not.toHaveBeenCalled()
    } finally {
      vi.useRealTimers()
    }
  })

  it('clears its timer once the chunk arrives', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      await expect(loadChunk(() => Promise.resolve({ ok: 1 }), env('/assets/index-A.js'))).resolves.toEqual({ ok: 1 })
      expect(vi.getTimerCount()).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })
})
