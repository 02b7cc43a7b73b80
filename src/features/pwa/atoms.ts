import { atom } from 'jotai'
import type { Workbox } from 'workbox-window'

/** Where the service worker stands for this page. */
export type SwState = 'unsupported' | 'registering' | 'installed' | 'controlling' | 'error'

/** The part of workbox-window's Workbox that the update flow uses (tests pass a fake). */
export type UpdatableWorker = Pick<Workbox, 'messageSkipWaiting' | 'addEventListener'>

export const swStateAtom = atom<SwState>('registering')

/** True when a new worker is installed and waiting for this page's permission to take over. */
export const updateAvailableAtom = atom(false)

/** True once the shell is precached on the first install: the app now opens offline. */
export const offlineReadyAtom = atom(false)

export const workboxAtom = atom<UpdatableWorker | null>(null)

/** True while the new build is in control but the reload waits for an open dialog or order form to close. */
export const reloadDeferredAtom = atom(false)
