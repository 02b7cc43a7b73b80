import { Trans } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { onlineAtom } from '@/shared/lib/offline'

/** Whether the device is online: order buttons are disabled while it is not (an order is never queued offline). */
export function useOnline(): boolean {
  return useAtomValue(onlineAtom)
}

/** An order button's label: the action, or that it needs the network. */
export function OrderLabel({ online, children }: { online: boolean; children: ReactNode }) {
  return online ? children : <Trans>Needs network</Trans>
}
