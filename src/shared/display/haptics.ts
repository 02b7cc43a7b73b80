// A short vibration when an order of the user fills or settles: only where the device can vibrate, while the user
// has not turned it off in the settings, and never when the system asks for reduced motion.
import { atom, useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useRef } from 'react'
import { preferencesAtom } from './preferences'

/** Milliseconds: a tap, felt but not a buzz. */
export const FILL_VIBRATION_MS = 30

/** Vibrates once for a fill or settlement; true if the device was asked to. */
export function vibrateForFill(enabled: boolean): boolean {
  if (!enabled) return false
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return false
  if (typeof navigator.vibrate !== 'function') return false
  return navigator.vibrate(FILL_VIBRATION_MS)
}

/** The action: vibrates per the user's setting. */
export const vibrateForFillAtom = atom(null, (get) => vibrateForFill(get(preferencesAtom).vibrate))

/**
 * Vibrates when `event` (a key naming one fill or settlement, null while there is none) becomes a key not seen
 * before by this component: a result shown again by a re-render does not vibrate twice.
 */
export function useFillVibration(event: string | null): void {
  // Read (so mounted) here: the stored choice is current in this store before the event comes.
  useAtomValue(preferencesAtom)
  const vibrate = useSetAtom(vibrateForFillAtom)
  const last = useRef<string | null>(null)
  useEffect(() => {
    if (event === null || event === last.current) return
    last.current = event
    vibrate()
  }, [event, vibrate])
}
