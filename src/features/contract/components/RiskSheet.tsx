import type { ContractRisk } from '@contract/contract-trading'
import { lossShareDays, lossShareMinAccounts } from '@contract/risk'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { formatNumber } from '@/shared/lib/format'
import { Button } from '@/shared/ui/Button'
import { Sheet } from '@/shared/ui/Sheet'
import riskStyles from './RiskSheet.module.css'

interface RiskSheetProps {
  risk: ContractRisk
  busy: boolean
  onAccept: () => void
  onCancel: () => void
}

/** The share of losing accounts with its count and period; a sample too small to mean anything says so. */
function LossShare({ share, accounts }: { share: string | null; accounts: number }) {
  const days = lossShareDays
  if (share === null) return <Trans>No account has closed a contract position in the last {days} days.</Trans>
  if (accounts < lossShareMinAccounts) {
    return (
      <Trans>
        Only <Plural value={accounts} one="# account" other="# accounts" /> closed a contract position in the last{' '}
        {days} days ({share}% of them at a loss): too few to tell how likely a loss is.
      </Trans>
    )
  }
  return (
    <Trans>
      {share}% of <Plural value={accounts} one="# account" other="# accounts" /> that closed a contract position in the
      last {days} days lost money.
    </Trans>
  )
}

/** The contract risk disclosure, shown before the first leveraged order with the live share of losing accounts. */
export function RiskSheet({ risk, busy, onAccept, onCancel }: RiskSheetProps) {
  const { t, i18n } = useLingui()
  const [read, setRead] = useState(false)
  const share = risk.loss_share === null ? null : formatNumber(risk.loss_share, { maxDecimals: 2, locale: i18n.locale })
  return (
    <Sheet open onClose={onCancel} label={t`Risk disclosure: leveraged contracts`}>
      <div className={riskStyles.sheet}>
        <h2 className={riskStyles.title}>{t`Risk disclosure: leveraged contracts`}</h2>
        <p className={riskStyles.share} data-testid="risk-loss-share">
          <LossShare share={share} accounts={risk.accounts} />
        </p>
        <ul className={riskStyles.points}>
          <li>
            <Trans>
              Leverage multiplies gains and losses: at 100X a price move of 1% against you is your whole margin.
            </Trans>
          </li>
          <li>
            <Trans>
              A position is closed by force when its margin plus its loss falls to the maintenance margin; the
              liquidation price is shown before you order and on every position.
            </Trans>
          </li>
          <li>
            <Trans>
              You cannot lose more than the margin of a position. The opening fee is charged on top of the margin and is
              not refunded.
            </Trans>
          </li>
          <li>
            <Trans>
              Prices are the recorded ticks: every open, take-profit, stop-loss, close and liquidation shows the tick
              that decided it.
            </Trans>
          </li>
        </ul>
        <label className={riskStyles.check}>
          <input type="checkbox" checked={read} onChange={(event) => setRead(event.target.checked)} />
          <Trans>I have read and understood these risks</Trans>
        </label>
        <div className={riskStyles.actions}>
          <Button variant="secondary" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button disabled={!read || busy} busy={busy} onClick={onAccept}>
            <Trans>Accept and place the order</Trans>
          </Button>
        </div>
      </div>
    </Sheet>
  )
}
