import { Trans, useLingui } from '@lingui/react/macro'
import { useSetAtom } from 'jotai'
import { Button } from '@/shared/ui/Button'
import { QrCode } from '@/shared/ui/QrCode'
import { showToastAtom } from '@/shared/ui/toast'
import styles from '../Recharge.module.css'

/** The deposit address of the chosen currency: QR code, the text and a copy button. */
export function AddressCard({ currency, address }: { currency: string; address: string }) {
  const { t } = useLingui()
  const showToast = useSetAtom(showToastAtom)
  async function copy() {
    try {
      await navigator.clipboard.writeText(address)
      showToast({ kind: 'success', text: t`Copied` })
    } catch {
      showToast({ kind: 'error', text: t`Copy failed. Select the address and copy it by hand.` })
    }
  }
  return (
    <section className={styles.addressCard} aria-label={t`Deposit address`}>
      <QrCode data={address} label={t`QR code of the ${currency} deposit address`} />
      <p className={styles.addressLabel}>
        <Trans>{currency} deposit address</Trans>
      </p>
      <p className={styles.address}>{address}</p>
      <Button variant="secondary" onClick={copy}>
        <Trans>Copy address</Trans>
      </Button>
    </section>
  )
}
