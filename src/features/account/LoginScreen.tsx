import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useSearch } from 'wouter'
import { paths } from '@/shared/lib/paths'
import { returnPathFrom } from '@/shared/lib/return-path'
import { authPath } from '@/shared/lib/return-to'
import { AuthLayout } from '@/shared/ui/AuthLayout'
import styles from '@/shared/ui/AuthLayout.module.css'
import { AuthForm } from './components/AuthForm'

export function LoginScreen() {
  const { t } = useLingui()
  const back = returnPathFrom(useSearch())
  return (
    <AuthLayout
      title={t`Welcome back`}
      subtitle={t`Log in to trade and manage your assets`}
      footer={
        <div className={styles.row}>
          <Link href={authPath(paths.forgot, back)}>
            <Trans>Forgot password?</Trans>
          </Link>
          <Link href={authPath(paths.register, back)}>
            <Trans>Create account</Trans>
          </Link>
        </div>
      }
    >
      <AuthForm kind="login" />
    </AuthLayout>
  )
}
