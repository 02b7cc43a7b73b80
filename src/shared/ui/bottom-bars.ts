// Bars fixed along the bottom edge (the tab bar, a screen's action bar, an open bottom sheet, the update prompt)
// mark themselves with `bottomBar`, so that toasts sit just above the highest of them and cover nothing.
import { useLayoutEffect, useState } from 'react'

export const bottomBar = { 'data-bottom-bar': '' } as const

/** Pixels from the viewport's bottom edge to the top of the highest bottom bar on screen (0 when there is none). */
export function measureBottomBars(): number {
  const viewport = window.innerHeight
  let top = viewport
  for (const element of document.querySelectorAll('[data-bottom-bar]')) {
    const rect = element.getBoundingClientRect()
    if (rect.height > 0) top = Math.min(top, rect.top)
  }
  return Math.max(0, viewport - top)
}

/**
 * The bottom bars' height while `active`, kept current as screens, sheets and the viewport change (a screen's
 * chunk may mount its action bar after the toast appeared). Measured at most once a frame.
 */
export function useBottomBarsHeight(active: boolean): number {
  const [height, setHeight] = useState(0)
  useLayoutEffect(() => {
    if (!active) return
    let frame = 0
    const measure = () => {
      frame = 0
      setHeight(measureBottomBars())
    }
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure)
    }
    measure()
    const observer = new MutationObserver(schedule)
    observer.observe(document.body, { childList: true, subtree: true })
    window.addEventListener('resize', schedule)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', schedule)
      if (frame !== 0) cancelAnimationFrame(frame)
    }
  }, [active])
  return height
}
