import { type ContentType, contentTypes } from '@contract/api'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { paths } from '@/shared/lib/paths'

export function parseContentType(value: string | undefined): ContentType | null {
  const type = Number(value)
  return (contentTypes as readonly number[]).includes(type) ? (type as ContentType) : null
}

export function parseContentId(value: string | undefined): number | null {
  const id = Number(value)
  return /^\d+$/.test(value ?? '') && Number.isSafeInteger(id) && id > 0 ? id : null
}

/** Spec: an article's back button goes home, except About items (type 6), which go back to /about. */
export function articleBackPath(type: ContentType | undefined): string {
  return type === 6 ? paths.about : paths.home
}

/** Where an agreement opened by type came from: the screen that links to it. */
export function contentTypeBackPath(type: ContentType | null): string {
  if (type === 2) return paths.register
  if (type === 7) return paths.withdraw
  if (type === 4) return paths.help
  if (type === 6) return paths.about
  return paths.home
}

export const contentTypeTitles: Record<ContentType, MessageDescriptor> = {
  1: msg`Notice`,
  2: msg`User agreement`,
  3: msg`Article`,
  4: msg`Help`,
  5: msg`Safety`,
  6: msg`About`,
  7: msg`Withdrawal agreement`,
}
