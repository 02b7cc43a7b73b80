// After a deploy, a page of the previous build asks for lazily loaded chunks that the server no longer has. Such a
// failure reloads the page once per build (the new index.html names the new chunks); a second failure of the same
// build, or any failure while offline, is a real one and reaches the screen's error boundary.

const RELOADED_FOR_KEY = 'tern.chunk-reload'

export interface ChunkRecoveryEnv {
  online: boolean
  /** Something that differs between builds: the entry script's hashed address. */
  build: string
  storage: Pick<Storage, 'getItem' | 'setItem'>
  reload: () => void
}

const browserEnv = (): ChunkRecoveryEnv => ({
  online: navigator.onLine,
  build: document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '',
  storage: sessionStorage,
  reload: () => location.reload(),
})

/** The browsers' words for a module script that could not be fetched. */
export const isChunkLoadError = (error: unknown) =>
  error instanceof TypeError && /dynamically imported module|module script/i.test(error.message)

export async function loadChunk<Module>(load: () => Promise<Module>, env = browserEnv) {
  try {
    return await load()
  } catch (error) {
    const { online, build, storage, reload } = env()
    if (!isChunkLoadError(error) || !online || storage.getItem(RELOADED_FOR_KEY) === build) throw error
    storage.setItem(RELOADED_FOR_KEY, build)
    reload()
    return new Promise<never>(() => undefined)
  }
}
