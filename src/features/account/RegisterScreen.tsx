import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useSearch } from 'wouter'
import { paths } from '@/shared/lib/paths'
import { returnPathFrom } from '@/shared/lib/return-path'
import { authPath } from '@/shared/lib/return-to'
import { AuthLayout } from '@/shared/ui/AuthLayout'
import { AuthForm } from './components/AuthForm'

export function RegisterScreen() {
  const { t } = useLingui()
  const back = returnPathFrom(useSearch())
  return (
    <AuthLayout
      title={t`Create your account`}
      subtitle={t`Sign up and start trading in minutes`}
      footer={
        <>
          <span>
            <Trans>
              By registering you agree to the <Link href={paths.contentType(2)}>User Agreement</Link>
            </Trans>
          </span>
          <span>
            <Trans>
              Already have an account? <Link href={authPath(paths.login, back)}>Log in</Link>
            </Trans>
          </span>
        </>
      }
    >
      <AuthForm kind="register" />
    </AuthLayout>
  )
}
