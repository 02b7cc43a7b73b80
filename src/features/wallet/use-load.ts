import { useCallback, useEffect, useState } from 'react'

/**
 * One screen-local call: undefined while loading, null when it failed (the shell has already shown why),
 * else the answer. reload() asks again and keeps the last answer on screen meanwhile.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>): [T | null | undefined, () => void] {
  const [data, setData] = useState<T | null | undefined>(undefined)
  const [generation, setGeneration] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is read once per generation on purpose.
  useEffect(() => {
    const controller = new AbortController()
    load(controller.signal).then(
      (answer) => setData(answer),
      () => {
        if (!controller.signal.aborted) setData((previous) => (previous === undefined ? null : previous))
      },
    )
    return () => controller.abort()
  }, [generation])
  const reload = useCallback(() => setGeneration((n) => n + 1), [])
  return [data, reload]
}
