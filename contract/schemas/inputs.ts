// Lenient request fields shared by the request schemas: the spec's clients send numbers as strings and the other
// way round. The server's services parse the resulting text exactly and give each field its own message.
import { z } from 'zod'

/**
 * A decimal amount sent as a string (or, leniently, a JSON number); parsed exactly by the service, which
 * refuses amounts above 2^53 - 1 minor units. Text over 40 characters, and numbers beyond 2^53 (which a JSON
 * number cannot carry exactly), are refused here.
 */
export const decimalInput = z
  .union([z.string().max(40), z.number().nonnegative().max(Number.MAX_SAFE_INTEGER)])
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))

/** A text field that may be missing (the service gives the field's own message). */
export const textInput = (max = 100) =>
  z
    .union([z.string().max(max), z.number()])
    .optional()
    .transform((v) => (v === undefined ? '' : String(v).trim()))

/** A positive integer id sent as a number or a numeric string ("0" is no id). */
export const idInput = z
  .union([z.number().int().positive().max(Number.MAX_SAFE_INTEGER), z.string().regex(/^(?=\d{1,15}$)0*[1-9]\d*$/)])
  .transform(Number)

/** A 0/1 choice sent as a number or a string. */
export const flagInput = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
  .transform((v) => (Number(v) === 0 ? 0 : 1) as 0 | 1)

/** `?before=id` of a newest-first history: the rows older than that id (a missing or bad value reads the newest). */
export const historyCursorSchema = z.object({ before: idInput.optional().catch(undefined) })
