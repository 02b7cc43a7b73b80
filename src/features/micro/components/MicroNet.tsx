import { Trans } from '@lingui/react/macro'
import { signOf } from '@/shared/lib/decimal'
import { Amount } from '@/shared/ui/Amount'
import { microNet, profitTone } from '../micro-model'

interface MicroNetProps {
  ploss: string
  fee: string
  /** Class names of the figure by tone (each screen has its own). */
  tones: { up?: string; down?: string }
  testId: string
  noteClassName?: string
}

/**
 * A settled timed order's result as charged: the profit or loss less the fee taken at placement ("-20.30 USDT"
 * for a lost 20 USDT stake with a 0.30 fee), and a note naming the fee it includes.
 */
export function MicroNet({ ploss, fee, tones, testId, noteClassName }: MicroNetProps) {
  const net = microNet(ploss, fee) ?? ploss
  return (
    <>
      <strong data-testid={testId} className={profitTone(net) === 'up' ? tones.up : tones.down}>
        {signOf(net) > 0 ? '+' : ''}
        <Amount value={net} asset="USDT" />
      </strong>
      <small className={noteClassName} data-testid={`${testId}-fee`}>
        <Trans>
          including the fee of <Amount value={fee} asset="USDT" />
        </Trans>
      </small>
    </>
  )
}
