import { useLingui } from '@lingui/react/macro'
import { useAtom, useSetAtom } from 'jotai'
import { type FormEvent, useState } from 'react'
import { useLocation } from 'wouter'
import { paths } from '@/shared/lib/paths'
import { Button } from '@/shared/ui/Button'
import { TextField } from '@/shared/ui/TextField'
import { TopBar } from '@/shared/ui/TopBar'
import { showToastAtom } from '@/shared/ui/toast'
import { changePasswordAtom } from './atoms'
import styles from './Identity.module.css'
import { type PasswordField, type PasswordForm, validatePasswordChange } from './model'

const emptyForm: PasswordForm = { old_pwd: '', new_pwd: '', re_new_pwd: '' }

/** /password: the current password, the new one and its repeat; success signs out every other device. */
export function PasswordScreen() {
  const { t, i18n } = useLingui()
  const [, navigate] = useLocation()
  const showToast = useSetAtom(showToastAtom)
  const [form, setForm] = useState(emptyForm)
  const [errors, setErrors] = useState<ReturnType<typeof validatePasswordChange>>({})
  const [busy, change] = useAtom(changePasswordAtom)
  const [code, setCode] = useState('')

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    const problems = validatePasswordChange(form)
    setErrors(problems)
    if (Object.keys(problems).length > 0) return
    // On a failure the shell shows the server's message.
    const answer = await change({ ...form, code: code.trim() })
    if (!answer) return
    showToast({ kind: 'success', text: answer.msg || t`Password changed` })
    setForm(emptyForm)
    setCode('')
    navigate(paths.personal, { replace: true })
  }

  const field = (name: PasswordField, label: string, autoComplete: string) => (
    <TextField
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={form[name]}
      onChange={(event) => setForm({ ...form, [name]: event.target.value })}
      error={errors[name] ? i18n._(errors[name]) : null}
    />
  )

  return (
    <div>
      <TopBar title={t`Change password`} backTo={paths.personal} />
      <form className={`${styles.page} ${styles.form}`} onSubmit={submit} noValidate>
        {field('old_pwd', t`Current password`, 'current-password')}
        {field('new_pwd', t`New password`, 'new-password')}
        {field('re_new_pwd', t`Repeat new password`, 'new-password')}
        <TextField
          label={t`Authenticator code (if two-factor sign-in is on)`}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <p className={styles.hint}>{t`Your other devices will be signed out.`}</p>
        <Button type="submit" block busy={busy}>
          {t`Change password`}
        </Button>
      </form>
    </div>
  )
}
