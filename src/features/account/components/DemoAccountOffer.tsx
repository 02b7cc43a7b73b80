import { Trans } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { Button } from '@/shared/ui/Button'
import { demoCredentialsAtom } from '../atoms'
import styles from './DemoAccount.module.css'
import { DemoAccountBadge } from './DemoAccountBadge'

/** On the login screen in demo mode: the shared demo account, and a button that fills it in. */
export function DemoAccountOffer({ onUse }: { onUse: (email: string, password: string) => void }) {
  const account = useAtomValue(demoCredentialsAtom).data
  if (!account) return null
  const { email, password } = account
  return (
    <section className={styles.offer} data-testid="demo-account-offer">
      <p>
        <DemoAccountBadge />{' '}
        <Trans>
          Try Tern with the demo account: <strong>{email}</strong>, password <strong>{password}</strong>.
        </Trans>
      </p>
      <Button variant="secondary" block onClick={() => onUse(email, password)}>
        <Trans>Use the demo account</Trans>
      </Button>
    </section>
  )
}
