import type { Context } from 'hono'
import type { z } from 'zod'
import { AppError } from '../errors'
import type { AppEnv } from './types'

/**
 * Reads the JSON body and checks it against the schema. Unreadable JSON is `bad_request`; a body of the
 * wrong shape or types is `validation`. Never trusts a bare `req.json()` cast.
 */
export async function readBody<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.output<S>> {
  let raw: unknown
  try {
    raw = JSON.parse(await c.req.text())
  } catch {
    throw new AppError('bad_request')
  }
  const parsed = schema.safeParse(raw)
  if (!parsed.success) throw new AppError('validation')
  return parsed.data
}
