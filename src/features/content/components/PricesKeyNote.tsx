import { useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { pricesKeyAtom } from '../atoms'
import styles from '../Content.module.css'

/** The About screen's line naming the key that signs the prices (also at /.well-known/tern-prices.json). */
export function PricesKeyNote() {
  const { t } = useLingui()
  const key = useAtomValue(pricesKeyAtom).data
  if (!key) return null
  return (
    <p className={styles.key}>
      {t`Every price is recorded in a chain signed with this Ed25519 key, which Verify on a settled order checks:`}{' '}
      <code data-testid="prices-key">{key.publicKey}</code>
    </p>
  )
}
