// Operators' edits of a product's title, name and description. Readers get the seeded texts translated
// (market/texts.ts); an edited text no longer matches a seeded one, so it is shown as written in every language.
import type { ProductTextSetting } from '../../../contract/console-data'
import type { OperatorContext } from '../../audit/context'
import { writeAudit } from '../../audit/log'
import type { Deps } from '../../deps'
import { AppError, invalid } from '../../errors'
import { seededTranslations } from '../../i18n/catalog'
import { writeTx } from '../../ledger/tx'
import { forgetProductTexts } from '../../market/texts'

type Row = { id: number; code: string; title: string; name: string; description: string }

export function textSetting(row: Row): ProductTextSetting {
  const translated = (text: string) => seededTranslations(text) !== undefined
  return {
    pid: row.id,
    code: row.code,
    title: row.title,
    name: row.name,
    desc: row.description,
    translated: { title: translated(row.title), name: translated(row.name), desc: translated(row.description) },
  }
}

export interface TextChange {
  pid: number
  title?: string
  name?: string
  desc?: string
  reason: string
}

/** Changes the given texts of one product, audited with before -> after; answers the product's texts. */
export async function changeProductTexts(
  ctx: OperatorContext & Pick<Deps, 'market'>,
  change: TextChange,
): Promise<ProductTextSetting> {
  if (change.title === undefined && change.name === undefined && change.desc === undefined) throw invalid('validation')
  const row = await writeTx(ctx.db, async (trx) => {
    const before = await trx
      .selectFrom('products')
      .select(['id', 'code', 'title', 'name', 'description'])
      .where('id', '=', change.pid)
      .executeTakeFirst()
    if (!before) throw new AppError('not_found', 'product_not_found')
    const after = {
      ...before,
      title: change.title ?? before.title,
      name: change.name ?? before.name,
      description: change.desc ?? before.description,
    }
    await trx
      .updateTable('products')
      .set({ title: after.title, name: after.name, description: after.description })
      .where('id', '=', change.pid)
      .execute()
    const texts = (r: Row) => ({ title: r.title, name: r.name, desc: r.description })
    const entry = {
      operator: ctx.operator,
      address: ctx.address,
      action: 'products.texts',
      target: `product:${change.pid}`,
      reason: change.reason,
      before: JSON.stringify(texts(before)),
      after: JSON.stringify(texts(after)),
    }
    await writeAudit(trx, entry, ctx.clock())
    return after
  })
  forgetProductTexts(ctx.db)
  // This process's market rows name the product in notifications and push links (other processes on restart).
  const state = ctx.market.get(row.id)
  if (state) Object.assign(state.row, { title: row.title, name: row.name, description: row.description })
  return textSetting(row)
}
