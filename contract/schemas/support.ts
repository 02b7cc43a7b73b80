import { z } from 'zod'
import { idInput, textInput } from './inputs'

// The service checks the length against supportLimits.messageLength and gives its own message; longer text
// than this is refused here as a malformed request.
const body = textInput(20_000)

/** POST /api/support_thread {body, pic?}: opens a conversation with its first message. */
export const supportThreadSchema = z.object({ body, pic: textInput(200) })
export type SupportThreadRequest = z.input<typeof supportThreadSchema>

/** POST /api/support_reply {thread_id, body, pic?}: a message in an open conversation of the caller's. */
export const supportReplySchema = z.object({ thread_id: idInput, body, pic: textInput(200) })
export type SupportReplyRequest = z.input<typeof supportReplySchema>

/** POST /api/support_messages {thread_id}. */
export const supportThreadIdSchema = z.object({ thread_id: idInput })

/** POST /admin/support/{id}/answer {body}. */
export const supportAnswerSchema = z.object({ body })

/** GET /admin/support?status=open|closed|all (default open). */
export const supportQueueSchema = z
  .enum(['open', 'closed', 'all'])
  .default('open')
  .transform((s) => (s === 'all' ? undefined : s === 'open' ? 0 : 1))
