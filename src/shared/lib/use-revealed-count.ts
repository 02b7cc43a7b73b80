import { type RefObject, useEffect, useState } from 'react'

/** Rows rendered at first: a screen and a half of product rows on a phone. */
export const FIRST_ROWS = 12
/** Rows added each time the end of the rendered part comes within `REVEAL_MARGIN` of the viewport. */
const STEP = 24
const REVEAL_MARGIN = '300px 0px'

/**
 * How many of `total` rows to render: the first screenful at once, then more as the element at the end of the
 * rendered rows (`end`) nears the viewport. A long list (100 top gainers, every market) then costs the first
 * paint and each price update only the rows near the screen, and fetches only their logos. Without
 * IntersectionObserver every row renders.
 */
export function useRevealedCount(total: number, end: RefObject<Element | null>): number {
  const [count, setCount] = useState(FIRST_ROWS)
  const shown = Math.min(count, total)
  useEffect(() => {
    const target = end.current
    if (shown >= total || !target) return
    if (typeof IntersectionObserver === 'undefined') {
      setCount(total)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setCount((c) => c + STEP)
      },
      { rootMargin: REVEAL_MARGIN },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [shown, total, end])
  return shown
}
