// Keyset pages of a user's newest-first history (README: Histories). A page is read by (user_id, id) from an
// index in that order: `id < before` for a cursor, and for the spec's page numbers the page's first id found by
// walking the index alone (`select id ... offset`), never a sort of the whole history; one extra row says whether
// another page follows, so no count(*) over the user's rows is needed.

/** Where a page starts: after the id `before` when given, else page `page` (from 1) of the current list. */
export interface PageCursor {
  page: number
  before?: number
}

export interface KeysetPage<T> {
  rows: T[]
  more: boolean
  /** The `before` of the following page; null when none follows. */
  next: number | null
}

/** The page out of up to `size + 1` rows read newest first. */
export function keysetPage<T extends { id: number }>(rows: readonly T[], size: number): KeysetPage<T> {
  const page = rows.slice(0, size)
  const more = rows.length > size
  return { rows: page, more, next: more ? (page.at(-1)?.id ?? null) : null }
}

/** The answer's page fields: `pages` is the pages known so far (page + 1 while more follow), not a count. */
export function pageFields(cursor: PageCursor, page: KeysetPage<unknown>) {
  return { pages: page.more ? cursor.page + 1 : cursor.page, page: cursor.page, more: page.more, next: page.next }
}
