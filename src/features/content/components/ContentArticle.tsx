import type { ContentItem } from '@contract/api'
import { Trans, useLingui } from '@lingui/react/macro'
import { toBcp47 } from '@/shared/i18n'
import { dateTimeFormat } from '@/shared/lib/format'
import { RichText } from '@/shared/ui/RichText'
import styles from '../Content.module.css'

/** An article: its title, when it was last updated, and its sanitized body. */
export function ContentArticle({ item }: { item: ContentItem }) {
  const { i18n } = useLingui()
  const updated = new Date(item.updated_at)
  const date = Number.isNaN(updated.getTime())
    ? null
    : dateTimeFormat(i18n.locale, { dateStyle: 'long' }).format(updated)
  // The item may be the English fallback of an untranslated article: mark its language for fonts and readers.
  const lang = toBcp47(item.lang)
  return (
    <article className={styles.article}>
      <h2 className={styles.title} lang={lang}>
        {item.title}
      </h2>
      {date ? (
        <p className={styles.updated}>
          <time dateTime={item.updated_at}>
            <Trans>Updated {date}</Trans>
          </time>
        </p>
      ) : null}
      <RichText html={item.content} lang={lang} />
    </article>
  )
}
