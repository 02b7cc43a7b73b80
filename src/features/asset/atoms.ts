import { atom } from 'jotai'
import { pollIntervals } from '@/shared/lib/constants'
import { resourceAtom } from '@/shared/lib/resource'
import { fetchAsset } from './api'

/** The signed-in user's asset summary, polled every 2 s while the asset screen shows it. */
export const assetAtom = resourceAtom({
  key: 'asset.summary',
  scope: 'session',
  fetch: (_param, signal) => fetchAsset(signal),
  pollMs: pollIntervals.asset,
})

/** The hidden debug panel (spec: a local flag toggled by a 1-second long press on the USDT row). */
export const debugModeAtom = atom(false)

export const toggleDebugModeAtom = atom(null, (get, set) => set(debugModeAtom, !get(debugModeAtom)))
