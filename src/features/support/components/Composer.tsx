import { supportLimits } from '@contract/support'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtom } from 'jotai'
import { type ChangeEvent, type FormEvent, useId, useState } from 'react'
import { IMAGE_ACCEPT } from '@/shared/lib/image'
import { Button } from '@/shared/ui/Button'
import { Icon } from '@/shared/ui/Icon'
import { attachSupportImageAtom, type SupportDraft } from '../atoms'
import styles from '../Support.module.css'

interface ComposerProps {
  /** Sends the draft; resolves to true once sent (the composer then clears). */
  onSend: (draft: SupportDraft) => Promise<boolean>
  placeholder: string
}

/** A message box with an optional image (scaled in the browser, uploaded within the user's upload quota). */
export function Composer({ onSend, placeholder }: ComposerProps) {
  const { t } = useLingui()
  const fileId = useId()
  const [body, setBody] = useState('')
  const [image, setImage] = useState<{ src: string; preview: string } | null>(null)
  const [attaching, attach] = useAtom(attachSupportImageAtom)
  const [sending, setSending] = useState(false)
  const busy = attaching || sending
  const [problem, setProblem] = useState<string | null>(null)
  const length = [...body.trim()].length
  const max = supportLimits.messageLength

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setProblem(null)
    const outcome = await attach(file)
    if (outcome === null) return
    if ('problem' in outcome) setProblem(outcome.problem)
    else setImage(outcome)
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    if (length === 0 && !image) return setProblem(t`Please write a message.`)
    if (length > supportLimits.messageLength) return setProblem(t`A message can have at most ${max} characters.`)
    setProblem(null)
    setSending(true)
    const sent = await onSend({ body: body.trim(), pic: image?.src ?? '' })
    setSending(false)
    if (!sent) return
    setBody('')
    setImage(null)
  }

  return (
    <form className={styles.composer} onSubmit={(event) => void onSubmit(event)}>
      {image ? (
        <div className={styles.attachment}>
          <img src={image.preview} alt={t`Attachment`} />
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t`Remove image`}
            onClick={() => setImage(null)}
          >
            <Icon name="close" size={18} />
          </button>
        </div>
      ) : null}
      <textarea
        className={styles.textarea}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        placeholder={placeholder}
        aria-label={t`Message`}
        rows={3}
      />
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={styles.composerBar}>
        <label htmlFor={fileId} className={styles.attach}>
          <Icon name="plus" size={18} />
          <Trans>Image</Trans>
        </label>
        <input
          id={fileId}
          type="file"
          accept={IMAGE_ACCEPT}
          className="visually-hidden"
          aria-label={t`Attach an image`}
          onChange={(event) => void onFile(event)}
          disabled={busy}
        />
        <span className={styles.counter} data-over={length > supportLimits.messageLength || undefined}>
          {length}/{supportLimits.messageLength}
        </span>
        <Button type="submit" busy={busy} disabled={busy}>
          <Trans>Send</Trans>
        </Button>
      </div>
    </form>
  )
}
