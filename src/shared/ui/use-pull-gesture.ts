// The pull-down gesture at the top of the page: a one-finger drag that starts while the page is scrolled to the top
// and moves down more than sideways. The distance follows the finger at half speed (a rubber band), up to a limit;
// letting go past the threshold pulls. While a pull is under way the page does not scroll (nor bounce).
import { type RefObject, useEffect, useRef, useState } from 'react'

/** Pixels of indicator (after the damping) that make a pull. */
export const PULL_THRESHOLD_PX = 64
const MAX_PULL_PX = 96
const DAMPING = 0.5
/** Finger movement before the gesture decides between a pull and something else (a sideways swipe). */
const SLOP_PX = 8

/** Whether the page (the one scroll container of the app) is at its top. */
const atTop = () => (document.scrollingElement?.scrollTop ?? window.scrollY) <= 0

export function usePullGesture(
  ref: RefObject<HTMLElement | null>,
  { enabled, onPull }: { enabled: boolean; onPull: () => void },
): number {
  const [distance, setDistance] = useState(0)
  // The latest callback, read on release: a new one each render must not re-attach the listeners mid-gesture.
  const pullRef = useRef(onPull)
  pullRef.current = onPull
  useEffect(() => {
    const element = ref.current
    if (!element || !enabled) return
    let start: { x: number; y: number } | null = null
    let pulling = false
    let pulled = 0
    const reset = () => {
      start = null
      pulling = false
      pulled = 0
      setDistance(0)
    }
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0]
      start = event.touches.length === 1 && touch && atTop() ? { x: touch.clientX, y: touch.clientY } : null
      pulling = false
    }
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0]
      if (!start || !touch) return
      const dy = touch.clientY - start.y
      const dx = touch.clientX - start.x
      if (!pulling) {
        if (Math.abs(dx) < SLOP_PX && Math.abs(dy) < SLOP_PX) return
        if (dy <= 0 || Math.abs(dx) > dy) {
          start = null
          return
        }
        pulling = true
      }
      if (event.cancelable) event.preventDefault()
      pulled = Math.min(MAX_PULL_PX, Math.max(0, dy * DAMPING))
      setDistance(pulled)
    }
    const onEnd = () => {
      const pull = pulling && pulled >= PULL_THRESHOLD_PX
      reset()
      if (pull) pullRef.current()
    }
    element.addEventListener('touchstart', onStart, { passive: true })
    element.addEventListener('touchmove', onMove, { passive: false })
    element.addEventListener('touchend', onEnd)
    element.addEventListener('touchcancel', reset)
    return () => {
      element.removeEventListener('touchstart', onStart)
      element.removeEventListener('touchmove', onMove)
      element.removeEventListener('touchend', onEnd)
      element.removeEventListener('touchcancel', reset)
    }
  }, [ref, enabled])
  return distance
}
