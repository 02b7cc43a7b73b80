// Server-provided HTML (articles, agreements), always passed through DOMPurify before it reaches the DOM.
import DOMPurify from 'dompurify'
import { useMemo } from 'react'
import styles from './RichText.module.css'

// External links leave the installed app: open them in a new tab, without handing over `window.opener`.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
    node.setAttribute('target', '_blank')
    node.setAttribute('rel', 'noopener noreferrer')
  }
})

interface RichTextProps {
  html: string
  /** The language the HTML is written in, when it may differ from the app's. */
  lang?: string
  className?: string
}

export function RichText({ html, lang, className }: RichTextProps) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html])
  return (
    <div
      className={className ? `${styles.body} ${className}` : styles.body}
      lang={lang}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  )
}
