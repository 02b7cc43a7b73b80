import { phishingPhraseMaxLength } from '@contract/security'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtom, useSetAtom } from 'jotai'
import { type FormEvent, useState } from 'react'
import { walletStyles } from '@/features/wallet'
import { Button } from '@/shared/ui/Button'
import { TextField } from '@/shared/ui/TextField'
import { showToastAtom } from '@/shared/ui/toast'
import styles from '../SessionsScreen.module.css'
import { savePhishingPhraseAtom } from '../security-atoms'

/** The anti-phishing phrase every mail from Tern shows at its top. */
export function PhishingPhraseCard({ phrase }: { phrase: string }) {
  const { t } = useLingui()
  const showToast = useSetAtom(showToastAtom)
  const [busy, save] = useAtom(savePhishingPhraseAtom)
  const [value, setValue] = useState(phrase)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const answer = await save(value)
    if (!answer) return
    setValue(answer.data.phrase)
    showToast({ kind: 'success', text: answer.msg })
  }

  return (
    <form className={styles.section} onSubmit={submit} noValidate aria-labelledby="phishing-title">
      <h2 id="phishing-title">
        <Trans>Anti-phishing phrase</Trans>
      </h2>
      <p className={walletStyles.muted}>
        <Trans>Every mail from Tern starts with this phrase. A mail without it is not from us.</Trans>
      </p>
      <TextField
        label={t`Your phrase`}
        maxLength={phishingPhraseMaxLength}
        autoComplete="off"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" variant="secondary" block busy={busy}>
        <Trans>Save phrase</Trans>
      </Button>
    </form>
  )
}
