import { z } from 'zod'
import { textInput } from './inputs'

/** A TOTP code as an authenticator app shows it: six digits (spaces the user typed are dropped). */
const codeInput = z
  .union([z.string().max(20), z.number().int().nonnegative()])
  .optional()
  .transform((v) => (v === undefined ? '' : String(v).replace(/\s/g, '')))

/**
 * POST /admin/session/login {email, password, code, enrol_code}: `code` may be left out only by an operator who has
 * no TOTP yet; such an operator gives `enrol_code` instead, the one-time code `npm run admin -- operator enrol-code`
 * printed (the answer is then the enrolment). POST /admin/session/enrol {email, password, code}: `code` from the
 * enrolment's secret.
 */
export const operatorLoginSchema = z.object({
  email: textInput(254),
  password: z.string().max(1000).optional().default(''),
  code: codeInput,
  enrol_code: z.string().max(40).optional().default(''),
})
export type OperatorLoginRequest = z.input<typeof operatorLoginSchema>

const timeInput = z
  .string()
  .max(40)
  .refine((v) => !Number.isNaN(Date.parse(v)), 'time')
  .transform((v) => new Date(v).toISOString())

/** GET /admin/audit and /admin/audit.csv query: every filter optional; `from` inclusive, `to` exclusive. */
export const auditQuerySchema = z.object({
  operator: z.string().max(300).optional(),
  action: z.string().max(100).optional(),
  target: z.string().max(100).optional(),
  from: timeInput.optional(),
  to: timeInput.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
})
export type AuditQuery = z.output<typeof auditQuerySchema>
