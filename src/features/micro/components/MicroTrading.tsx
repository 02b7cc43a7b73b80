import type { KlineLatest } from '@contract/market'
import type { MicroDirection, MicroOrderPlaced } from '@contract/trading'
import { useLingui as useLinguiCore } from '@lingui/react'
import { useAtomValue } from 'jotai'
import { useCallback, useState } from 'react'
import { useLocation } from 'wouter'
import { userInfoPoller } from '@/features/account'
import { paths } from '@/shared/lib/paths'
import { isLoggedInAtom } from '@/shared/lib/session'
import { klinePoller } from '../atoms'
import { buyDirectionLabels } from '../labels'
import { acceptRisk, hasAcceptedRisk } from '../risk'
import { MicroTicket } from './MicroTicket'
import styles from './MicroTrading.module.css'
import { OrderDialog } from './OrderDialog'
import { RiskDisclosure } from './RiskDisclosure'

type Flow =
  | { step: 'idle' }
  | { step: 'risk'; direction: MicroDirection; accountId: number }
  | { step: 'order'; direction: MicroDirection }
  | { step: 'ticket'; direction: MicroDirection; placed: MicroOrderPlaced; deadline: number }

/** The signed-in account's id (for the per-account risk acceptance); one request if not known yet. */
async function currentAccountId(): Promise<number | null> {
  if (userInfoPoller.getSnapshot().data === undefined) await userInfoPoller.refresh()
  return userInfoPoller.getSnapshot().data?.id ?? null
}

interface MicroTradingProps {
  latest: KlineLatest | undefined
  /** The chart interval on screen: its kline poller carries the live price and the balance. */
  interval: Parameters<typeof klinePoller>[1]
  /** Above the tab bar, or at the very bottom when the tab bar is hidden. */
  aboveTabBar: boolean
}

/** Buy-up / buy-down bar and the timed-order flow: risk disclosure (once), order dialog, countdown, result. */
export function MicroTrading({ latest, interval, aboveTabBar }: MicroTradingProps) {
  const { _ } = useLinguiCore()
  const [, navigate] = useLocation()
  const loggedIn = useAtomValue(isLoggedInAtom)
  const [flow, setFlow] = useState<Flow>({ step: 'idle' })
  const close = useCallback(() => setFlow({ step: 'idle' }), [])

  const start = async (direction: MicroDirection) => {
    if (!loggedIn) {
      navigate(paths.login)
      return
    }
    const accountId = await currentAccountId()
    if (accountId === null) return
    setFlow(hasAcceptedRisk(accountId) ? { step: 'order', direction } : { step: 'risk', direction, accountId })
  }
  const placed = useCallback(
    (order: MicroOrderPlaced) => {
      setFlow((previous) =>
        previous.step === 'order'
          ? {
              step: 'ticket',
              direction: previous.direction,
              placed: order,
              deadline: Date.now() + order.seconds * 1000,
            }
          : previous,
      )
      if (latest) void klinePoller(latest.id, interval).refresh()
    },
    [latest, interval],
  )

  return (
    <>
      <div className={`${styles.bar} ${aboveTabBar ? styles.aboveTabs : ''}`}>
        {([0, 1] as const).map((direction) => (
          <button
            key={direction}
            type="button"
            className={styles.button}
            data-direction={direction}
            disabled={!latest || latest.micro_contract.length === 0}
            onClick={() => void start(direction)}
          >
            {_(buyDirectionLabels[direction])}
          </button>
        ))}
      </div>
      {flow.step === 'risk' ? (
        <RiskDisclosure
          onCancel={close}
          onAccept={() => {
            acceptRisk(flow.accountId)
            setFlow({ step: 'order', direction: flow.direction })
          }}
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
