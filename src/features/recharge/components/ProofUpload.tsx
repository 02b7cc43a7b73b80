import { Trans, useLingui } from '@lingui/react/macro'
import { type ChangeEvent, useId, useState } from 'react'
import { IMAGE_ACCEPT, ImageTypeError, scaleImageFile } from '@/shared/lib/image'
import { Icon } from '@/shared/ui/Icon'
import { uploadPaymentProof } from '../api'
import styles from '../Recharge.module.css'

interface ProofUploadProps {
  /** The uploaded proof's src ('' when none). */
  value: string
  onChange: (src: string) => void
  error: string | null
}

/** Picks a screenshot, scales it in the browser (800 px, JPEG 0.5) and uploads it as a payment proof. */
export function ProofUpload({ value, onChange, error }: ProofUploadProps) {
  const { t } = useLingui()
  const inputId = useId()
  const [preview, setPreview] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setProblem(null)
    setBusy(true)
    try {
      const dataUrl = await scaleImageFile(file)
      const answer = await uploadPaymentProof(dataUrl)
      setPreview(dataUrl)
      onChange(answer.src)
    } catch (failure) {
      // Server refusals are toasted by the shell; the type check is ours to show.
      if (failure instanceof ImageTypeError) setProblem(failure.message)
      else console.warn('payment proof upload failed', failure)
    } finally {
      setBusy(false)
    }
  }

  const message = problem ?? error
  return (
    <div className={styles.upload}>
      <span className={styles.label}>
        <Trans>Payment screenshot</Trans>
      </span>
      <label htmlFor={inputId} className={styles.drop} aria-busy={busy || undefined}>
        {preview && value ? (
          <img src={preview} alt={t`Payment screenshot preview`} className={styles.preview} />
        ) : (
          <>
            <Icon name="plus" />
            <span>{busy ? t`Uploading…` : t`Upload screenshot`}</span>
          </>
        )}
      </label>
      <input
        id={inputId}
        type="file"
        accept={IMAGE_ACCEPT}
        className="visually-hidden"
        aria-label={t`Upload screenshot`}
        onChange={onFile}
        disabled={busy}
      />
      {message ? (
        <p className={styles.error} role="alert">
          {message}
        </p>
      ) : null}
    </div>
  )
}
