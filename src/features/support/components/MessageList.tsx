import type { SupportMessage } from '@contract/support'
import { useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { formatDateTime } from '@/shared/lib/format'
import { useObjectUrl } from '@/shared/lib/use-object-url'
import { supportImageFamily } from '../atoms'
import styles from '../Support.module.css'

/** An attached image, fetched with the user's token (uploads are private). */
function MessageImage({ src }: { src: string }) {
  const { t } = useLingui()
  const url = useObjectUrl(useAtomValue(supportImageFamily(src)).data)
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
