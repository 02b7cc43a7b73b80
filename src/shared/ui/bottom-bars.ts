// Bars fixed along the bottom edge (the tab bar, a screen's action bar, an open bottom sheet, the update prompt)
// mark themselves with `bottomBar`, so that toasts sit just above the highest of them and cover nothing.
import { useLayoutEffect, useState } from 'react'

export const bottomBar = { 'data-bottom-bar': '' } as const

/**
 * Pixels from the viewport's bottom edge to the top of the highest bottom bar (0 when there is none), kept current
 * while `active` as screens and sheets come and go (a screen's chunk may mount its bar after a toast appeared).
 */
export function useBottomBarsHeight(active: boolean): number {
  const [height, setHeight] = useState(0)
  useLayoutEffect(() => {
    if (!active) return
    // The observer hands over a batch of changes at a time: one layout read per batch.
    const measure = () => {
      let top = innerHeight
      for (const bar of document.querySelectorAll('[data-bottom-bar]')) {
        const box = bar.getBoundingClientRect()
        if (box.height > 0) top = Math.min(top, box.top)
      }
      setHeight(innerHeight - top)
    }
    measure()
    const observer = new MutationObserver(measure)
    observer.observe(document.body, { childList: true, subtree: true })
    addEventListener('resize', measure)
    return () => {
      observer.disconnect()
      removeEventListener('resize', measure)
    }
  }, [active])
  return height
}
