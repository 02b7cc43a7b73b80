// The few browser APIs that code passed to page.evaluate() uses. The node tsconfig has no DOM lib, so in-page
// callbacks read them as `globalThis as unknown as InPage` (a type only: nothing of this runs in the page).
type WorkerInfo = {
  scriptURL: string
  state: string
  addEventListener(type: 'statechange', listener: () => void): void
}

export type InPage = {
  navigator: {
    serviceWorker: {
      ready: Promise<{ active: WorkerInfo | null }>
      getRegistration(): Promise<
        { active: WorkerInfo | null; waiting: WorkerInfo | null; update(): Promise<unknown> } | undefined
      >
      controller: WorkerInfo | null
      addEventListener(type: 'controllerchange', listener: () => void, options?: { once: boolean }): void
    }
  }
  caches: {
    keys(): Promise<string[]>
    open(name: string): Promise<{ keys(): Promise<ReadonlyArray<{ url: string }>> }>
  }
  localStorage: { clear(): void }
}
