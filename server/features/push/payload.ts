// What a notification becomes on a device: its text in the subscription's language (plain, short), the deep
// link a tap opens, a tag per notification, and how urgently the push service should deliver it.
import type { NotificationKind } from '../../../contract/notifications'
import type { PushPayload } from '../../../contract/push'

/** Push services accept about 4 KB after encryption; a notification shows a few lines anyway. */
const MAX_BODY_CHARS = 400
const MAX_TITLE_CHARS = 120

export interface PushSource {
  id: number
  kind: string
  params: string
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' }

/** Plain text of a (sanitized) HTML announcement: tags dropped, common entities decoded, spaces collapsed. */
export function plainText(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim()
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

function paramsOf(source: PushSource): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(source.params)
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/**
 * A closed contract position opens its product's contract screen; everything else its inbox entry. Notices
 * written before they carried `pid` name the product by its title only.
 */
export function deepLinkOf(source: PushSource, productId: (name: string) => number | undefined): string {
  if (source.kind === ('contract_closed' satisfies NotificationKind)) {
    const { pid, product } = paramsOf(source)
    const id =
      typeof pid === 'string' && /^\d{1,15}$/.test(pid)
        ? Number(pid)
        : typeof product === 'string'
          ? productId(product)
          : undefined
    if (id !== undefined) return `/contract/${id}`
  }
  return `/alert_detail/${source.id}`
}

export function urgencyOf(source: PushSource): 'normal' | 'high' {
  return source.kind === 'contract_closed' && paramsOf(source).reason === 'liquidation' ? 'high' : 'normal'
}

export function pushPayloadOf(
  source: PushSource,
  text: { title: string; content: string },
  productId: (name: string) => number | undefined,
): PushPayload {
  return {
    title: clip(plainText(text.title), MAX_TITLE_CHARS),
    body: clip(plainText(text.content), MAX_BODY_CHARS),
    url: deepLinkOf(source, productId),
    tag: `tern-${source.id}`,
  }
}
