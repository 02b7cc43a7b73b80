import { Trans } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useObjectUrl } from '@/shared/lib/use-object-url'
import { uploadFamily } from '../atoms'
import styles from '../Screens.module.css'

/** A user's upload (deposit proof, ID image), fetched with the operator's token: an <img> cannot send it. */
export function UploadImage({ path, label }: { path: string; label: string }) {
  const upload = useAtomValue(uploadFamily(path))
  const url = useObjectUrl(upload.data)
  const failed = url === null && upload.status === 'error'
  return (
    <figure className={styles.image}>
      {url !== null ? (
        <a href={url} target="_blank" rel="noreferrer">
          <img src={url} alt={label} />
        </a>
      ) : (
        <span aria-busy={!failed}>{failed ? <Trans>The image could not be loaded</Trans> : null}</span>
      )}
      <figcaption>{label}</figcaption>
    </figure>
  )
}
