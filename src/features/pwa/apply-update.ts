// Applying an update: the waiting worker takes over, and the page reloads once nothing the user is doing would be
// lost. Loaded with the update prompt, only once an update is waiting.
import { atom } from 'jotai'
import { holdPolls } from '@/shared/lib/page-wake'
import { reloadDeferredAtom, updateAvailableAtom, workboxAtom } from './atoms'

/** How often a deferred reload looks again whether the dialog or the order form is closed (ms). */
export const RELOAD_RECHECK_MS = 1_000
/** The longest the polls wait for the new worker to take over (ms). */
export const UPDATE_HOLD_MS = 15_000

/** A dialog is open, or an order form holds the user's entry: a reload now would throw it away. */
export function reloadWouldInterrupt(doc: Document = document): boolean {
  if (doc.querySelector('[role="dialog"], [role="alertdialog"], dialog[open]')) return true
  return [...doc.querySelectorAll<HTMLInputElement>('[data-order-form] input')].some(
    (input) => input.type !== 'hidden' && input.type !== 'radio' && input.type !== 'checkbox' && input.value !== '',
  )
}

/**
 * Lets the waiting worker take over, then reloads so the page runs the new build: at once, or once the open dialog
 * or order form is closed.
 */
export const applyUpdateAtom = atom(null, (get, set) => {
  const wb = get(workboxAtom)
  if (!wb) return
  // The browser hands over only once the old worker has no request in flight: the polls wait (page-wake.ts) until
  // the new worker controls the page, or UPDATE_HOLD_MS at most.
  holdPolls(true)
  const release = setTimeout(() => holdPolls(false), UPDATE_HOLD_MS)
  wb.addEventListener('controlling', () => {
    clearTimeout(release)
    holdPolls(false)
    if (!reloadWouldInterrupt()) return window.location.reload()
    set(reloadDeferredAtom, true)
    const timer = setInterval(() => {
      if (reloadWouldInterrupt()) return
      clearInterval(timer)
      window.location.reload()
    }, RELOAD_RECHECK_MS)
  })
  wb.messageSkipWaiting()
  // Workbox posts to the waiting worker of the registration object it holds. In the browser journey on a busy 2-core
  // machine the new worker has stayed waiting after that message; the registration's waiting worker of now gets it
  // too (a second SKIP_WAITING is harmless).
  void navigator.serviceWorker
    ?.getRegistration()
    .then((registration) => registration?.waiting?.postMessage({ type: 'SKIP_WAITING' }))
    .catch(() => undefined)
  set(updateAvailableAtom, false)
})
