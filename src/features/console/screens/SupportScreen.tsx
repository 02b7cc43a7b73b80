import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue, useSetAtom } from 'jotai'
import { useId, useState } from 'react'
import { formatDateTime } from '@/shared/lib/format'
import { Button } from '@/shared/ui/Button'
import { failureText, operatorThreadFamily, supportActionAtom, supportQueueFamily } from '../atoms'
import styles from '../Screens.module.css'

/** /console/support: the users' conversations; an operator reads, answers and closes them. */
export function SupportScreen() {
  const { t } = useLingui()
  const [status, setStatus] = useState<'open' | 'closed'>('open')
  const [selected, setSelected] = useState<number | null>(null)
  const queue = useAtomValue(supportQueueFamily(status))
  return (
    <section className={styles.screen} aria-labelledby="support-heading">
      <h1 id="support-heading" className={styles.heading}>
        <Trans>Support inbox</Trans>
      </h1>
      <div className={styles.tabs} role="tablist" aria-label={t`Conversations`}>
        {(['open', 'closed'] as const).map((each) => (
          <button
            key={each}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={each === status}
            onClick={() => setStatus(each)}
          >
            {each === 'open' ? t`Open` : t`Closed`}
          </button>
        ))}
      </div>
      <div className={styles.cards}>
        <ul className={styles.card} aria-label={t`Conversations`} style={{ listStyle: 'none', margin: 0 }}>
          {queue.data?.length === 0 ? <li className={styles.muted}>{t`No conversations`}</li> : null}
          {queue.data?.map((thread) => (
            <li key={thread.id}>
              <button
                type="button"
                className={styles.tab}
                aria-pressed={thread.id === selected}
                onClick={() => setSelected(thread.id)}
              >
                #{thread.id} {thread.subject} · {thread.username}
                {thread.awaiting_answer ? <span className={styles.count}>!</span> : null}
              </button>
            </li>
          ))}
        </ul>
        {selected === null ? null : <Conversation key={selected} id={selected} />}
      </div>
    </section>
  )
}

function Conversation({ id }: { id: number }) {
  const { t } = useLingui()
  const conversation = useAtomValue(operatorThreadFamily(id))
  const busy = useAtomValue(supportActionAtom)
  const act = useSetAtom(supportActionAtom)
  const [body, setBody] = useState('')
  const [error, setError] = useState<string | null>(null)
  const fieldId = useId()
  if (!conversation.data) return <div aria-busy="true" />
  const { thread, messages } = conversation.data

  async function run(action: 'answer' | 'close') {
    if (action === 'answer' && body.trim() === '') {
      setError(t`Write an answer first`)
      return
    }
    const outcome = await act({ id, action, body: body.trim() })
    if (outcome === null) return
    if (outcome.ok) {
      setError(null)
      setBody('')
    } else setError(failureText(outcome.failure, t`The conversation could not be updated`))
  }

  return (
    <article className={styles.card} aria-label={thread.subject}>
      <h2 className={styles.subheading}>{thread.subject}</h2>
      {messages.map((message) => (
        <p key={message.id} className={message.author === 'operator' ? styles.ok : undefined}>
          <span className={styles.muted}>
            {message.author === 'operator' ? t`Operator` : t`User`} · {formatDateTime(message.created_at)}
          </span>
          <br />
          {message.body}
        </p>
      ))}
      {thread.status === 0 ? (
        <div className={styles.form}>
          <label className={styles.label} htmlFor={fieldId}>
            <Trans>Answer</Trans>
          </label>
          <textarea
            id={fieldId}
            className={styles.textarea}
            value={body}
            maxLength={1000}
            onChange={(event) => setBody(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId}-error` : undefined}
          />
          {error ? (
            <p id={`${fieldId}-error`} className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
          <div className={styles.row}>
            <Button busy={busy} disabled={busy} onClick={() => void run('answer')}>
              <Trans>Send answer</Trans>
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => void run('close')}>
              <Trans>Close conversation</Trans>
            </Button>
          </div>
        </div>
      ) : (
        <p className={styles.muted}>
          <Trans>This conversation is closed.</Trans>
        </p>
      )}
    </article>
  )
}
