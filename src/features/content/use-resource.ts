import { useCallback, useEffect, useState } from 'react'
import { useLanguage } from '@/shared/i18n'

export interface Resource<T> {
  status: 'loading' | 'ready' | 'error'
  data: T | undefined
  retry: () => void
}

interface State<T> {
  key: string
  data: T | undefined
  failed: boolean
}

/**
 * Loads `key`'s data and loads it again when the app language changes (the server localizes by UserLang). The last
 * good data of the same key stays on screen while the other language loads; another key starts empty.
 */
export function useResource<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Resource<T> {
  const language = useLanguage()
  const [state, setState] = useState<State<T>>({ key, data: undefined, failed: false })
  const [generation, setGeneration] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` belongs to `key`; `language` and `generation` are triggers.
  useEffect(() => {
    const controller = new AbortController()
    const kept = (previous: State<T>) => (previous.key === key ? previous.data : undefined)
    setState((previous) => ({ key, data: kept(previous), failed: false }))
    load(controller.signal).then(
      (data) => setState({ key, data, failed: false }),
      () => {
        if (!controller.signal.aborted) setState((previous) => ({ key, data: kept(previous), failed: true }))
      },
    )
    return () => controller.abort()
  }, [key, language, generation])
  const retry = useCallback(() => setGeneration((n) => n + 1), [])
  const data = state.key === key ? state.data : undefined
  const status = data !== undefined ? 'ready' : state.key === key && state.failed ? 'error' : 'loading'
  return { status, data, retry }
}
