import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue, useSetAtom } from 'jotai'
import { type ChangeEvent, useId, useState } from 'react'
import { IMAGE_ACCEPT } from '@/shared/lib/image'
import { Icon } from '@/shared/ui/Icon'
import { paymentProofUploadAtom } from '../atoms'
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
  const [uploadAtom] = useState(paymentProofUploadAtom)
  const busy = useAtomValue(uploadAtom)
  const upload = useSetAtom(uploadAtom)
  const [problem, setProblem] = useState<string | null>(null)

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setProblem(null)
    // A server refusal is reported by the shell; a file that is not an accepted image is ours to show.
    const outcome = await upload(file)
    if (outcome === null) return
    if ('problem' in outcome) return setProblem(outcome.problem)
    setPreview(outcome.preview)
    onChange(outcome.src)
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
