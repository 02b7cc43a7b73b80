import type { SupportMessage } from '@contract/support'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { formatDateTime } from '@/shared/lib/format'
import { fetchSupportImage } from '../api'
import styles from '../Support.module.css'

/** An attached image, fetched with the user's token (uploads are private). */
function MessageImage({ src }: { src: string }) {
  const { t } = useLingui()
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    let objectUrl: string | null = null
    fetchSupportImage(src, controller.signal).then(
      (created) => {
        objectUrl = created
        setUrl(created)
      },
      () => setUrl(null),
    )
    return () => {
      controller.abort()
      if (objectUrl) URL.revokeObjectURL(objectUrl)
    }
  }, [src])
  return url ? <img className={styles.image} src={url} alt={t`Attachment`} /> : null
}

export function MessageList({ messages }: { messages: readonly SupportMessage[] }) {
  const { t } = useLingui()
  return (
    <ol className={styles.messages} aria-label={t`Messages`}>
      {messages.map((message) => (
        <li key={message.id} className={styles.message} data-author={message.author}>
          <span className={styles.author}>{message.author === 'operator' ? t`Support team` : t`You`}</span>
          {message.body ? <p className={styles.body}>{message.body}</p> : null}
          {message.pic ? <MessageImage src={message.pic} /> : null}
          <time className={styles.time} dateTime={message.created_at}>
            {formatDateTime(message.created_at)}
          </time>
        </li>
      ))}
    </ol>
  )
}
