import { z } from 'zod'
import { idInput } from './inputs'

/** POST /main/login and /main/register. name is an email, or '+' + area code + number. */
export const credentialsSchema = z.object({
  name: z.string().trim().min(1).max(254),
  pwd: z.string().max(256),
})
export type Credentials = z.input<typeof credentialsSchema>

/** POST /api/session_revoke: ends one of the caller's sessions (an id from GET /api/sessions). */
export const sessionRevokeSchema = z.object({ id: idInput })
export type SessionRevokeRequest = z.input<typeof sessionRevokeSchema>
