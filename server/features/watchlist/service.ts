import type { Deps } from '../../deps'
import { AppError } from '../../errors'
import { replaceWatchlist, watchlistOf } from './repo'

/** The caller's watchlist, keeping only products that still exist. */
export async function watchlist({ db, market }: Deps, userId: number): Promise<number[]> {
  return (await watchlistOf(db, userId)).filter((id) => market.get(id) !== undefined)
}

/** Sets the watchlist to exactly these ids (duplicates collapsed, order kept); refuses unknown ids. */
export async function setWatchlist({ db, market }: Deps, userId: number, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)]
  if (unique.some((id) => market.get(id) === undefined)) throw new AppError('validation', 'watchlist_unknown_product')
  await replaceWatchlist(db, userId, unique)
  return unique
}
