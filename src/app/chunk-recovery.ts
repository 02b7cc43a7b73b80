// After a deploy, a page of the previous build asks for lazily loaded chunks that the server no longer has. Such a
// failure reloads the page once per build (the new index.html names the new chunks); a second failure of the same
// build, or any failure while offline, is a real one and reaches the screen's error boundary. A chunk that neither
// loads nor fails within 120 s (spec section 9) raises a load error naming what was asked for.

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

/** The spec's script load timeout. */
export const CHUNK_TIMEOUT_MS = 120_000

/** A lazily loaded script that did not arrive in time: its type and the screen it was asked for. */
export class ChunkLoadTimeout extends Error {
  constructor(readonly address: string) {
    super(`script load timed out after ${CHUNK_TIMEOUT_MS / 1000} s: ${address}`)
    this.name = 'ChunkLoadTimeout'
  }
}

function withTimeout<Module>(load: () => Promise<Module>, address: string): Promise<Module> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadTimeout(address)), CHUNK_TIMEOUT_MS)
  })
  return Promise.race([load(), timeout]).finally(() => clearTimeout(timer))
}

export async function loadChunk<Module>(load: () => Promise<Module>, env = browserEnv, address = 'screen') {
  try {
    return await withTimeout(load, address)
  } catch (error) {
    const { online, build, storage, reload } = env()
    if (!isChunkLoadError(error) || !online || storage.getItem(RELOADED_FOR_KEY) === build) throw error
    storage.setItem(RELOADED_FOR_KEY, build)
    reload()
    return new Promise<never>(() => undefined)
  }
}
