import { useEffect, useState } from 'react'

/** Whole seconds from `now` until `deadline` (both epoch ms), never negative; rounded up, so "1" shows until the end. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000))
}

/**
 * Whole seconds left until `deadline` (epoch ms), re-rendering on each second boundary; 0 once it has
 * passed or when there is no deadline.
 */
export function useCountdown(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (deadline === null) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const tick = () => {
      const current = Date.now()
      setNow(current)
      const left = deadline - current
      if (left > 0) timer = setTimeout(tick, left % 1000 || 1000)
    }
    tick()
    return () => clearTimeout(timer)
  }, [deadline])
  return deadline === null ? 0 : secondsLeft(deadline, now)
}
