import type { ProductSettings } from '@contract/console-data'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { InvestProducts } from '../components/InvestProducts'
import { RemoveDuration } from '../components/RemoveDuration'
import { SettingsForm } from '../components/SettingsForm'
import {
  productsAtom,
  saveContractTermsAtom,
  saveSpotFeeAtom,
  saveTimedSettingAtom,
  saveWalletLimitsAtom,
} from '../products-atoms'
import styles from '../Screens.module.css'

/** /console/products: the terms new orders get. An order already placed keeps the terms it was placed with. */
export function ProductsScreen() {
  const { t } = useLingui()
  const products = useAtomValue(productsAtom)
  if (!products.data)
    return products.status === 'error' ? <p className={styles.error}>{t`Products could not be loaded`}</p> : null
  return (
    <section className={styles.screen} aria-labelledby="products-heading">
      <h1 id="products-heading" className={styles.heading}>
        <Trans>Products</Trans>
      </h1>
      <p className={styles.muted}>
        <Trans>Changes apply to new orders only; every change is written to the audit log.</Trans>
      </p>
      <TimedSettings settings={products.data} />
      <h2 className={styles.subheading}>
        <Trans>Contract</Trans>
      </h2>
      <div className={styles.cards}>
        {products.data.contract.map((product) => (
          <SettingsForm
            key={product.pid}
            title={product.name || product.code}
            fields={[
              { name: 'max_leverage', label: t`Maximum leverage`, value: String(product.max_leverage) },
              { name: 'maintenance', label: t`Maintenance rate %`, value: product.maintenance },
              { name: 'hand_fee', label: t`Open fee %`, value: product.hand_fee },
              { name: 'hand_price', label: t`Lot price (USDT)`, value: product.hand_price },
            ]}
            action={saveContractTermsAtom}
            request={(terms) => ({ pid: product.pid, terms })}
          />
        ))}
      </div>
      <h2 className={styles.subheading}>
        <Trans>Spot, deposits and withdrawals</Trans>
      </h2>
      <div className={styles.cards}>
        <SettingsForm
          title={<Trans>Spot</Trans>}
          fields={[{ name: 'fee', label: t`Spot fee %`, value: products.data.spot.fee }]}
          action={saveSpotFeeAtom}
          request={(values, reason) => ({ fee: values.fee ?? '', reason })}
        />
        <SettingsForm
          title={<Trans>Deposit and withdrawal limits (USDT)</Trans>}
          fields={[
            { name: 'recharge_min', label: t`Deposit minimum`, value: products.data.wallet.recharge_min },
            { name: 'recharge_max', label: t`Deposit maximum`, value: products.data.wallet.recharge_max },
            { name: 'withdraw_min', label: t`Withdrawal minimum`, value: products.data.wallet.withdraw_min },
            { name: 'withdraw_max', label: t`Withdrawal maximum`, value: products.data.wallet.withdraw_max },
            { name: 'withdraw_fee', label: t`Withdrawal fee`, value: products.data.wallet.withdraw_fee },
          ]}
          action={saveWalletLimitsAtom}
          request={(values, reason) => ({ ...values, reason })}
        />
      </div>
      <InvestProducts />
    </section>
  )
}

function TimedSettings({ settings }: { settings: ProductSettings }) {
  const { t } = useLingui()
  return (
    <>
      <h2 className={styles.subheading}>
        <Trans>Timed</Trans>
      </h2>
      <div className={styles.cards}>
        {settings.timed.durations.map((duration) => (
          <SettingsForm
            key={duration.seconds}
            title={t({ message: plural(duration.seconds, { one: '# second', other: '# seconds' }) })}
            fields={[
              { name: 'rate', label: t`Payout rate %`, value: duration.rate },
              { name: 'min', label: t`Minimum stake (USDT)`, value: duration.min },
            ]}
            action={saveTimedSettingAtom}
            request={(values, reason) => ({ seconds: duration.seconds, ...values, reason })}
            extra={<RemoveDuration seconds={duration.seconds} />}
          />
        ))}
        <SettingsForm
          title={<Trans>Add a duration</Trans>}
          submitLabel={t`Add`}
          fields={[
            { name: 'seconds', label: t`Seconds`, value: '' },
            { name: 'rate', label: t`Payout rate %`, value: '' },
            { name: 'min', label: t`Minimum stake (USDT)`, value: '' },
          ]}
          action={saveTimedSettingAtom}
          request={({ seconds, ...values }, reason) => ({ seconds: seconds ?? '', ...values, reason })}
        />
      </div>
    </>
  )
}
