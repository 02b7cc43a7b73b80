import { atom } from 'jotai'
import { pollIntervals } from '@/shared/lib/constants'
import { atomWithPoller, definePoller } from '@/shared/lib/poller'
import { fetchAsset } from './api'

/** The asset summary, polled every 2 s while the asset screen shows it. */
export const assetPoller = definePoller({ key: 'wallet.asset', fetch: fetchAsset, interval: pollIntervals.asset })

export const assetAtom = atomWithPoller(assetPoller)

/** The hidden debug panel (spec: a local flag toggled by a 1-second long press on the USDT row). */
export const debugModeAtom = atom(false)

export const toggleDebugModeAtom = atom(null, (get, set) => set(debugModeAtom, !get(debugModeAtom)))
