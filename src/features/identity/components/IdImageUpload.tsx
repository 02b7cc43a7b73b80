import { useLingui } from '@lingui/react/macro'
import { type ChangeEvent, useId, useState } from 'react'
import { IMAGE_ACCEPT, ImageTypeError, scaleImageFile } from '@/shared/lib/image'
import { Icon } from '@/shared/ui/Icon'
import { uploadIdImage } from '../api'
import styles from '../Identity.module.css'

interface IdImageUploadProps {
  label: string
  /** Set once uploaded (the image's src). */
  onUploaded: (src: string) => void
  error: string | null
}

/** One ID image: png, jpg, jpeg or gif, scaled in the browser (800 px wide, JPEG 0.5), then uploaded. */
export function IdImageUpload({ label, onUploaded, error }: IdImageUploadProps) {
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
      const { src } = await uploadIdImage(dataUrl)
      // The preview is the local copy: the stored image is served only with the owner's token.
      setPreview(dataUrl)
      onUploaded(src)
    } catch (failure) {
      if (failure instanceof ImageTypeError) setProblem(failure.message)
      else console.warn('ID image upload failed', failure)
    } finally {
      setBusy(false)
    }
  }

  const message = problem ?? error
  return (
    <div className={styles.upload}>
      <span className={styles.label}>{label}</span>
      <label
        htmlFor={inputId}
        className={styles.drop}
        data-invalid={message ? 'true' : undefined}
        aria-busy={busy || undefined}
      >
        {preview ? (
          <img src={preview} alt={label} className={styles.preview} />
        ) : (
          <>
            <Icon name="plus" />
            <span>{busy ? t`Uploading…` : t`Upload image`}</span>
          </>
        )}
      </label>
      <input
        id={inputId}
        type="file"
        accept={IMAGE_ACCEPT}
        className="visually-hidden"
        aria-label={label}
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
