import { z } from 'zod'
import { contentTypes } from '../api'

const typeSchema = z.union(contentTypes.map((t) => z.literal(t)))
const idSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER)

/** POST /main/contents */
export const contentListSchema = z.object({ type: typeSchema })
export type ContentListRequest = z.input<typeof contentListSchema>

/** POST /main/content: by id, or the newest item of a type. */
export const contentItemSchema = z.union([z.object({ id: idSchema }), z.object({ type: typeSchema })])
export type ContentRequest = z.input<typeof contentItemSchema>
