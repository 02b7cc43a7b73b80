import type { MicroResult } from '@contract/trading'
import { useEffect, useState } from 'react'
import { ApiError } from '@/shared/lib/http'
import type { Resource } from '@/shared/lib/poller'
import { microResultPoller, watchMicroResult } from './atoms'

const idle: Resource<MicroResult | null> = { status: 'idle', data: undefined, error: null, updatedAt: null }

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
  const [resource, setResource] = useState(idle)
  const data = resource.data?.oid === oid ? resource.data : null
  const settled = data?.status === 1 ? data : null
  const refused = resource.status === 'error' && resource.error instanceof ApiError ? resource.error.msg : null
  const polling = active && settled === null && refused === null
  useEffect(() => {
    if (!polling) return
    watchMicroResult(oid)
    return microResultPoller.subscribe(setResource)
  }, [polling, oid])
  return { settled, refused, waiting: polling }
}
