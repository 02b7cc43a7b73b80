import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { fetchUploadUrl } from '../api'
import styles from '../Screens.module.css'

/** A user's upload (deposit proof, ID image), fetched with the operator's token: an <img> cannot send it. */
export function UploadImage({ path, label }: { path: string; label: string }) {
  const [state, setState] = useState<{ url: string } | 'loading' | 'failed'>('loading')
  useEffect(() => {
    const controller = new AbortController()
    let url = ''
    fetchUploadUrl(path, controller.signal).then(
      (objectUrl) => {
        url = objectUrl
        setState({ url: objectUrl })
      },
      () => {
        if (!controller.signal.aborted) setState('failed')
      },
    )
    return () => {
      controller.abort()
      if (url) URL.revokeObjectURL(url)
    }
  }, [path])
  return (
    <figure className={styles.image}>
      {typeof state === 'object' ? (
        <a href={state.url} target="_blank" rel="noreferrer">
          <img src={state.url} alt={label} />
        </a>
      ) : (
        <span aria-busy={state === 'loading'}>
          {state === 'failed' ? <Trans>The image could not be loaded</Trans> : null}
        </span>
      )}
      <figcaption>{label}</figcaption>
    </figure>
  )
}
