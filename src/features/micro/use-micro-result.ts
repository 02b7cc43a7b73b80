import type { MicroResult } from '@contract/trading'
import { atom, useAtomValue } from 'jotai'
import { ApiError } from '@/shared/lib/http'
import { idleLoadable, type Loadable } from '@/shared/lib/resource'
import { microResultFamily } from './atoms'

/** Read during the countdown, so nothing is asked before it is over. */
const countingDownAtom = atom<Loadable<MicroResult>>(idleLoadable)

export interface MicroResultState {
  /** The settled result (status 1), once it arrives. */
  settled: MicroResult | null
  /** The server's msg when it refused the result call (the spec's "status 2 is an error"). */
  refused: string | null
  /** Polling: the countdown is over and no answer decided it yet. */
  waiting: boolean
}

/** Once `active` (the countdown is over), asks for the result every 2 s until it is settled or refused. */
export function useMicroResult(oid: number, active: boolean): MicroResultState {
  const result = useAtomValue(active ? microResultFamily(oid) : countingDownAtom)
  const settled = result.data?.status === 1 ? result.data : null
  const refused = result.status === 'error' && result.error instanceof ApiError ? result.error.msg : null
  return { settled, refused, waiting: active && settled === null && refused === null }
}
