import { languageCodes } from '@contract/api'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { type LanguageCode, nativeLanguageName, toBcp47 } from '@/shared/i18n'
import { Button } from '@/shared/ui/Button'
import { RichText } from '@/shared/ui/RichText'
import { TextField } from '@/shared/ui/TextField'
import { broadcastAnnouncementAtom, failureText } from '../atoms'
import { type AnnouncementTexts, announcementTexts } from '../model'
import styles from '../Screens.module.css'

/** /console/announcements: one announcement in any of the languages, previewed as users will see it, then sent. */
export function AnnouncementsScreen() {
  const { t } = useLingui()
  const [language, setLanguage] = useState<LanguageCode>('en')
  const [drafts, setDrafts] = useState<AnnouncementTexts>({})
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const busy = useAtomValue(broadcastAnnouncementAtom)
  const send = useSetAtom(broadcastAnnouncementAtom)
  const draft = drafts[language] ?? { title: '', content: '' }
  const edit = (change: Partial<typeof draft>) => setDrafts({ ...drafts, [language]: { ...draft, ...change } })

  async function broadcast() {
    const texts = announcementTexts(drafts)
    if (!texts.en) {
      setMessage({ ok: false, text: t`Write at least the English title and text` })
      return
    }
    const outcome = await send(texts)
    if (outcome === null) return
    if (outcome.ok) {
      setDrafts({})
      setMessage({ ok: true, text: t`Sent to every user's inbox` })
    } else setMessage({ ok: false, text: failureText(outcome.failure, t`The announcement could not be sent`) })
  }

  return (
    <section className={styles.screen} aria-labelledby="announce-heading">
      <h1 id="announce-heading" className={styles.heading}>
        <Trans>Announcements</Trans>
      </h1>
      <div className={styles.tabs} role="tablist" aria-label={t`Language`}>
        {languageCodes.map((code) => (
          <button
            key={code}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={code === language}
            onClick={() => setLanguage(code)}
          >
            {nativeLanguageName(code)}
            {announcementTexts(drafts)[code] ? ' ✓' : ''}
          </button>
        ))}
      </div>
      <div className={styles.cards}>
        <div className={styles.form}>
          <TextField
            label={t`Title`}
            value={draft.title}
            maxLength={120}
            onChange={(e) => edit({ title: e.target.value })}
          />
          <label className={styles.label} htmlFor="announce-content">
            <Trans>Text (HTML allowed; scripts and unsafe markup are removed)</Trans>
          </label>
          <textarea
            id="announce-content"
            className={styles.textarea}
            style={{ minHeight: 180 }}
            value={draft.content}
            onChange={(event) => edit({ content: event.target.value })}
          />
        </div>
        <article className={styles.card} aria-label={t`Preview`} lang={toBcp47(language)}>
          <span className={styles.muted}>
            <Trans>Preview</Trans>
          </span>
          <h2 className={styles.subheading}>{draft.title}</h2>
          <RichText html={draft.content} />
        </article>
      </div>
      {message ? (
        <p className={message.ok ? styles.ok : styles.error} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      ) : null}
      <Button onClick={() => void broadcast()} busy={busy} disabled={busy} className={styles.fixed}>
        <Trans>Broadcast to all users</Trans>
      </Button>
    </section>
  )
}
