import { useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { paths } from '@/shared/lib/paths'
import { Sheet } from '@/shared/ui/Sheet'
import { spotPairs } from '../model'
import { styles } from '../styles'

/** The spot pairs, from the left; choosing one goes through /to/coin/{id}. */
export function PairPicker({ open, onClose, current }: { open: boolean; onClose: () => void; current: number }) {
  const { t } = useLingui()
  return (
    <Sheet open={open} onClose={onClose} label={t`Spot pairs`} side="left">
      <h2 className={styles.pickerTitle}>{t`Spot pairs`}</h2>
      <ul className={styles.pairs}>
        {spotPairs.map((pair) => (
          <li key={pair.id}>
            <Link
              href={paths.to('coin', pair.id)}
              className={styles.pair}
              aria-current={pair.id === current ? 'page' : undefined}
              onClick={onClose}
            >
              {pair.title}
            </Link>
          </li>
        ))}
      </ul>
    </Sheet>
  )
}
