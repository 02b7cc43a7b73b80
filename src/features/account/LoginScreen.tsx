import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { paths } from '@/shared/lib/paths'
import { AuthLayout } from '@/shared/ui/AuthLayout'
import styles from '@/shared/ui/AuthLayout.module.css'
import { AuthForm } from './components/AuthForm'

export function LoginScreen() {
  const { t } = useLingui()
  return (
    <AuthLayout
      title={t`Welcome back`}
      subtitle={t`Log in to trade and manage your assets`}
      footer={
        <div className={styles.row}>
          <Link href={paths.forgot}>
            <Trans>Forgot password?</Trans>
          </Link>
          <Link href={paths.register}>
            <Trans>Create account</Trans>
          </Link>
        </div>
      }
    >
      <AuthForm kind="login" />
    </AuthLayout>
  )
}
