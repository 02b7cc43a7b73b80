import { useLingui } from '@lingui/react/macro'
import { useSetAtom } from 'jotai'
import { type FormEvent, useState } from 'react'
import { Button } from '@/shared/ui/Button'
import { Sheet } from '@/shared/ui/Sheet'
import { showToastAtom } from '@/shared/ui/toast'
import { submitAdvancedAtom } from '../atoms'
import styles from '../Identity.module.css'
import { type ImageField, imageFields, imageMessages, missingImages } from '../model'
import { IdImageUpload } from './IdImageUpload'

interface AdvancedVerifySheetProps {
  open: boolean
  onClose: () => void
}

/** The advanced verification drawer: front, back and hand-held ID images, each required with its own message. */
export function AdvancedVerifySheet({ open, onClose }: AdvancedVerifySheetProps) {
  const { t, i18n } = useLingui()
  const submitAdvanced = useSetAtom(submitAdvancedAtom)
  const showToast = useSetAtom(showToastAtom)
  const [images, setImages] = useState<Partial<Record<ImageField, string>>>({})
  const [missing, setMissing] = useState<ImageField[]>([])
  const [busy, setBusy] = useState(false)
  const labels: Record<ImageField, string> = {
    cardzm: t`Front of ID`,
    cardfm: t`Back of ID`,
    cardtake: t`Photo holding your ID`,
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    const absent = missingImages(images)
    setMissing(absent)
    if (absent.length > 0) return
    setBusy(true)
    try {
      const { msg } = await submitAdvanced({ cardzm: images.cardzm, cardfm: images.cardfm, cardtake: images.cardtake })
      showToast({ kind: 'success', text: msg || t`Submitted` })
      onClose()
    } catch {
      // The shell shows the server's message.
    } finally {
      setBusy(false)
    }
  }

  return (
    <Sheet open={open} onClose={onClose} label={t`Advanced verification`}>
      <form className={styles.sheet} onSubmit={submit} noValidate>
        <h2 className={styles.sheetTitle}>{t`Advanced verification`}</h2>
        <p className={styles.hint}>{t`Only you and the verification team can see these images.`}</p>
        <div className={styles.uploads}>
          {imageFields.map((field) => (
            <IdImageUpload
              key={field}
              label={labels[field]}
              onUploaded={(src) => {
                setImages((previous) => ({ ...previous, [field]: src }))
                setMissing((previous) => previous.filter((f) => f !== field))
              }}
              error={missing.includes(field) ? i18n._(imageMessages[field]) : null}
            />
          ))}
        </div>
        <Button type="submit" block busy={busy}>
          {t`Submit`}
        </Button>
      </form>
    </Sheet>
  )
}
