import { useLingui as useLinguiCore } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Button } from '@/shared/ui/Button'
import { Sheet } from '@/shared/ui/Sheet'
import { coinStatusLabels, sideLabels } from '../labels'
import { type HistoryTab, noFilter, type OrderFilter } from '../model'
import { styles } from '../styles'

interface HistoryFilterProps {
  open: boolean
  tab: HistoryTab
  value: OrderFilter
  onClose: () => void
  onApply: (filter: OrderFilter) => void
}

/** Order type buy/sell, and on the history tab order status done/cancelled; reset and confirm. */
export function HistoryFilter({ open, tab, value, onClose, onApply }: HistoryFilterProps) {
  const { t } = useLingui()
  return (
    <Sheet open={open} onClose={onClose} label={t`Filter orders`}>
      {open ? <FilterForm tab={tab} value={value} onApply={onApply} /> : null}
    </Sheet>
  )
}

function FilterForm({ tab, value, onApply }: Omit<HistoryFilterProps, 'open' | 'onClose'>) {
  const { t } = useLingui()
  const { _ } = useLinguiCore()
  const [draft, setDraft] = useState(value)
  return (
    <div className={styles.filter}>
      <h2 className={styles.pickerTitle}>{t`Filter orders`}</h2>
      <fieldset className={styles.choices}>
        <legend>
          <Trans>Order type</Trans>
        </legend>
        {([0, 1] as const).map((side) => (
          <button
            key={side}
            type="button"
            aria-pressed={draft.side === side}
            onClick={() => setDraft({ ...draft, side: draft.side === side ? null : side })}
          >
            {_(sideLabels[side])}
          </button>
        ))}
      </fieldset>
      {tab === 'history' ? (
        <fieldset className={styles.choices}>
          <legend>
            <Trans>Order status</Trans>
          </legend>
          {([1, 2] as const).map((status) => (
            <button
              key={status}
              type="button"
              aria-pressed={draft.status === status}
              onClick={() => setDraft({ ...draft, status: draft.status === status ? null : status })}
            >
              {_(coinStatusLabels[status])}
            </button>
          ))}
        </fieldset>
      ) : null}
      <div className={styles.filterActions}>
        <Button variant="secondary" onClick={() => setDraft(noFilter)}>
          <Trans>Reset</Trans>
        </Button>
        <Button onClick={() => onApply(draft)}>
          <Trans>Confirm</Trans>
        </Button>
      </div>
    </div>
  )
}
