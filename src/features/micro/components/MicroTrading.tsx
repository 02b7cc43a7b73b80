import type { KlineLatest } from '@contract/market'
import type { MicroDirection, MicroOrderPlaced } from '@contract/trading'
import { useLingui as useLinguiCore } from '@lingui/react'
import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { useCallback, useState } from 'react'
import { fetchAccountIdAtom } from '@/features/account'
import { isTradable } from '@/shared/lib/market-status'
import { useRequireLogin } from '@/shared/lib/return-path'
import { isLoggedInAtom } from '@/shared/lib/session'
import { bottomBar } from '@/shared/ui/bottom-bars'
import { OrderLabel, useOnline } from '@/shared/ui/NeedsNetwork'
import { OrdersPaused } from '@/shared/ui/OrdersPaused'
import { trendOf } from '@/shared/ui/Price'
import { acceptMicroRiskAtom } from '../atoms'
import { buyDirectionLabels } from '../labels'
import { acceptRisk, hasAcceptedRisk } from '../risk'
import { MicroTicket } from './MicroTicket'
import styles from './MicroTrading.module.css'
import { OrderDialog } from './OrderDialog'
import { RiskDisclosure } from './RiskDisclosure'

const PAUSED_ID = 'micro-orders-paused'

type Flow =
  | { step: 'idle' }
  | { step: 'risk'; direction: MicroDirection; accountId: number }
  | { step: 'order'; direction: MicroDirection }
  | { step: 'ticket'; direction: MicroDirection; placed: MicroOrderPlaced; deadline: number }

interface MicroTradingProps {
  latest: KlineLatest | undefined
  /** Above the tab bar, or at the very bottom when the tab bar is hidden. */
  aboveTabBar: boolean
}

/** Buy-up / buy-down bar and the timed-order flow: risk disclosure (once), order dialog, countdown, result. */
export function MicroTrading({ latest, aboveTabBar }: MicroTradingProps) {
  const { _ } = useLinguiCore()
  const requireLogin = useRequireLogin()
  const loggedIn = useAtomValue(isLoggedInAtom)
  const online = useOnline()
  const fetchAccountId = useSetAtom(fetchAccountIdAtom)
  const [accepting, acceptOnServer] = useAtom(acceptMicroRiskAtom)
  const [flow, setFlow] = useState<Flow>({ step: 'idle' })
  const close = useCallback(() => setFlow({ step: 'idle' }), [])
  const tradable = isTradable(latest?.status)

  const start = async (direction: MicroDirection) => {
    if (!loggedIn) {
      requireLogin()
      return
    }
    // The risk acceptance is per account.
    const accountId = await fetchAccountId()
    if (accountId === null) return
    setFlow(hasAcceptedRisk(accountId) ? { step: 'order', direction } : { step: 'risk', direction, accountId })
  }
  // The order dialog opens only once the server has recorded the acceptance.
  const acceptAndOrder = async (direction: MicroDirection, accountId: number) => {
    if (!(await acceptOnServer())) return
    acceptRisk(accountId)
    setFlow({ step: 'order', direction })
  }
  const placed = useCallback((order: MicroOrderPlaced) => {
    setFlow((previous) =>
      previous.step === 'order'
        ? { step: 'ticket', direction: previous.direction, placed: order, deadline: Date.now() + order.seconds * 1000 }
        : previous,
    )
  }, [])

  return (
    <>
      <div className={`${styles.bar} ${aboveTabBar ? styles.aboveTabs : ''}`} {...bottomBar}>
        {([0, 1] as const).map((direction) => (
          <button
            key={direction}
            type="button"
            className={styles.button}
            data-direction={direction}
            data-trend={trendOf(direction)}
            disabled={!online || !latest || latest.micro_contract.length === 0 || !tradable}
            aria-describedby={tradable ? undefined : PAUSED_ID}
            onClick={() => void start(direction)}
          >
            <OrderLabel online={online}>{_(buyDirectionLabels[direction])}</OrderLabel>
          </button>
        ))}
        <OrdersPaused status={latest?.status} id={PAUSED_ID} className={styles.paused} />
      </div>
      {/* The reason makes the fixed bar taller: the end of the screen stays reachable above it. */}
      {tradable ? null : <div className={styles.pausedRoom} />}
      {flow.step === 'risk' ? (
        <RiskDisclosure
          busy={accepting}
          onCancel={close}
          onAccept={() => void acceptAndOrder(flow.direction, flow.accountId)}
        />
      ) : null}
      {flow.step === 'order' && latest ? (
        <OrderDialog latest={latest} direction={flow.direction} onClose={close} onPlaced={placed} />
      ) : null}
      {flow.step === 'ticket' ? (
        <MicroTicket
          placed={flow.placed}
          direction={flow.direction}
          deadline={flow.deadline}
          currentPrice={latest?.c}
          onClose={close}
        />
      ) : null}
    </>
  )
}
