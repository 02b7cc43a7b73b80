import { useLingui } from '@lingui/react/macro'
import { useAtomValue, useSetAtom } from 'jotai'
import { type ChangeEvent, useId, useState } from 'react'
import { IMAGE_ACCEPT } from '@/shared/lib/image'
import { Icon } from '@/shared/ui/Icon'
import { idImageUploadAtom } from '../atoms'
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
  const [uploadAtom] = useState(idImageUploadAtom)
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
    // The preview is the local copy: the stored image is served only with the owner's token.
    setPreview(outcome.preview)
    onUploaded(outcome.src)
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
