import { Trans } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { uploadFamily } from '../atoms'
import styles from '../Screens.module.css'

/** An object URL for the blob while it is shown, revoked when the blob changes or the image goes. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!blob) return
    const objectUrl = URL.createObjectURL(blob)
    setUrl(objectUrl)
    return () => URL.revokeObjectURL(objectUrl)
  }, [blob])
  return url
}

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
