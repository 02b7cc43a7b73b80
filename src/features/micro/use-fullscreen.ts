// The chart's landscape full-screen mode. Where the Fullscreen API is there, the panel takes the screen and the
// screen is locked to landscape (screen.orientation.lock, on phones that allow it); where either is missing (an
// iPhone has neither for a page), the panel covers the viewport and, held upright, is turned a quarter by CSS.
// Escape (the browser's own in full screen) or the close button leaves it.
import { type RefObject, useCallback, useEffect, useState } from 'react'

export interface FullscreenState {
  open: boolean
  /** The panel is turned by CSS: the screen could not be locked to landscape. */
  rotated: boolean
}

const closed: FullscreenState = { open: false, rotated: false }

/** screen.orientation.lock is missing from some typings and browsers; it rejects where not allowed. */
async function lockLandscape(): Promise<boolean> {
  const orientation = screen.orientation as (ScreenOrientation & { lock?: (to: string) => Promise<void> }) | undefined
  if (typeof orientation?.lock !== 'function') return false
  try {
    await orientation.lock('landscape')
    return true
  } catch {
    return false
  }
}

function unlockOrientation(): void {
  try {
    screen.orientation?.unlock?.()
  } catch {
    // Not locked, or not allowed: nothing to undo.
  }
}

export function useFullscreen(panelRef: RefObject<HTMLElement | null>) {
  const [state, setState] = useState<FullscreenState>(closed)

  const enter = useCallback(async () => {
    const panel = panelRef.current
    if (!panel) return
    let native = false
    if (document.fullscreenEnabled && typeof panel.requestFullscreen === 'function') {
      try {
        await panel.requestFullscreen({ navigationUI: 'hide' })
        native = true
      } catch {
        native = false
      }
    }
    const locked = native && (await lockLandscape())
    setState({ open: true, rotated: !locked })
  }, [panelRef])

  const exit = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined)
    unlockOrientation()
    setState(closed)
  }, [])

  useEffect(() => {
    if (!state.open) return
    // Escape in full screen, or the system's back gesture, ends it without our button.
    const onChange = () => {
      if (!document.fullscreenElement) exit()
    }
    document.addEventListener('fullscreenchange', onChange)
    return () => document.removeEventListener('fullscreenchange', onChange)
  }, [state.open, exit])

  useEffect(
    () => () => {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined)
      unlockOrientation()
    },
    [],
  )

  return { ...state, enter, exit }
}
