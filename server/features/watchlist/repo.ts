import type { Db } from '../../db/db'

export async function watchlistOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('watchlist')
    .select('product_id')
    .where('user_id', '=', userId)
    .orderBy('sort')
    .execute()
  return rows.map((r) => r.product_id)
}

/** Replaces the user's watchlist in one transaction. */
export async function replaceWatchlist(db: Db, userId: number, productIds: readonly number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('watchlist').where('user_id', '=', userId).execute()
    if (productIds.length === 0) return
    await trx
      .insertInto('watchlist')
      .values(productIds.map((productId, sort) => ({ user_id: userId, product_id: productId, sort })))
      .execute()
  })
}
