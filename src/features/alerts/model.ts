import type { Alert } from '@contract/notifications'

/**
 * The text of a notification as one plain line for the list. Announcements may hold HTML: its text is read by
 * the browser's parser (which runs no script and loads nothing), without the text of scripts and styles; the detail screen shows
 * the HTML itself, sanitized.
 */
export function previewOf(alert: Pick<Alert, 'kind' | 'content'>): string {
  if (alert.kind !== 'announcement') return alert.content
  const doc = new DOMParser().parseFromString(alert.content, 'text/html')
  for (const hidden of doc.querySelectorAll('script, style, template, noscript')) hidden.remove()
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim()
}

export const isUnread = (alert: Pick<Alert, 'status'>) => alert.status === 0
