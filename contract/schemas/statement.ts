import { z } from 'zod'
import { assets } from '../api'
import { statementKinds } from '../statement'
import { idInput } from './inputs'

/** A UTC day, YYYY-MM-DD, that exists in the calendar (2026-02-30 does not). */
export const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((day) => {
    const time = Date.parse(`${day}T00:00:00.000Z`)
    return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === day
  })

/** The most rows one statement page answers: an export reads page after page, never one unbounded query. */
export const STATEMENT_PAGE_MAX = 200

/**
 * GET /api/statement query. Each field is checked on its own so that the answer can name the wrong one; an empty
 * value is the same as none.
 */
export const statementQuerySchema = {
  asset: z.enum(assets),
  kind: z.enum(statementKinds),
  from: isoDay,
  to: isoDay,
  before: idInput,
  limit: z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(STATEMENT_PAGE_MAX)),
}
