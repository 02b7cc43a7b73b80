import { Trans } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { demoAccountAtom } from '../atoms'
import styles from './DemoAccount.module.css'
import { DemoAccountBadge } from './DemoAccountBadge'

/** A line on history screens of the shared demo account: what is listed there is sample activity. */
export function DemoAccountNote() {
  const demo = useAtomValue(demoAccountAtom).data === true
  if (!demo) return null
  return (
    <p className={styles.note}>
      <DemoAccountBadge />{' '}
      <Trans>Sample activity, placed and settled on recorded market prices. Nothing here is real money.</Trans>
    </p>
  )
}
