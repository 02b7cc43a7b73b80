// Where a recorded tick came from, as stored in ticks.source (a small integer: the table holds millions of rows).
// The codes are part of the record: never renumber one, only add.

export const tickSources = ['simulator', 'binance', 'okx', 'oanda'] as const

export type TickSource = (typeof tickSources)[number]

/**
 * The stored code of a tick's source: a feed tick without one is the simulator's (feed.ts); a source without a code
 * is stored as null (unknown) rather than failing the flush that records it.
 */
export function tickSourceCode(source: string | undefined): number | null {
  if (source === undefined) return 0
  const code = (tickSources as readonly string[]).indexOf(source)
  return code < 0 ? null : code
}

/** The source of a stored code; undefined for null (a tick recorded before sources were kept) or an unknown code. */
export function tickSourceOf(code: number | null): TickSource | undefined {
  return code === null ? undefined : tickSources[code]
}
