import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { Button } from '@/shared/ui/Button'
import { demoCredentialsAtom } from '../atoms'
import styles from './DemoAccount.module.css'
import { DemoAccountBadge } from './DemoAccountBadge'

/** On the login screen in demo mode: the shared demo account, and a button that fills it in. */
export function DemoAccountOffer({ onUse }: { onUse: (email: string, password: string) => void }) {
  const { i18n } = useLingui()
  const account = useAtomValue(demoCredentialsAtom).data
  if (!account) return null
  const { email, password } = account
  // With a real feed (TERN_FEED) the money is still demo money, but the prices are the venues' own.
  const venues =
    account.venues && account.venues.length > 0
      ? new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(account.venues)
      : null
  return (
    <section className={styles.offer} data-testid="demo-account-offer">
      <p>
        <DemoAccountBadge />{' '}
        <Trans>
          Try Tern with the demo account: <strong>{email}</strong>, password <strong>{password}</strong>.
        </Trans>
      </p>
      {venues === null ? null : (
        <p data-testid="demo-live-prices">
          <Trans>Demo funds, live prices from {venues}</Trans>
        </p>
      )}
      <Button variant="secondary" block onClick={() => onUse(email, password)}>
        <Trans>Use the demo account</Trans>
      </Button>
    </section>
  )
}
