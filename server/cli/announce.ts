// `npm run admin` commands for announcements (the same services as /admin/announcements).
import { announcementSchema } from '../../contract/schemas/notifications'
import type { OperatorContext } from '../audit/context'
import { AppError } from '../errors'
import { broadcastAnnouncement, listAnnouncements } from '../features/notify/announcements'

export const announceUsage = `  announcements                   list announcements, newest first, with how many users each reached
  announce <title> <content...>   broadcast to every user, in English (content may hold HTML)
  announce '<json>'               {"en":{"title":"...","content":"..."},"de":{...}}: in several languages`

function textsOf(rest: readonly string[]): unknown {
  const [first = '', ...others] = rest
  if (!first.trimStart().startsWith('{')) return { en: { title: first, content: others.join(' ') } }
  try {
    return JSON.parse(first)
  } catch {
    throw new AppError('bad_request')
  }
}

/** Runs an announcement command; null when `command` is not one of them. */
export async function runAnnounceCommand(
  command: string,
  rest: readonly string[],
  ctx: OperatorContext,
): Promise<unknown | null> {
  if (command === 'announcements') return listAnnouncements(ctx.db)
  if (command !== 'announce') return null
  const parsed = announcementSchema.safeParse({ texts: textsOf(rest) })
  if (!parsed.success) throw new AppError('validation')
  return broadcastAnnouncement(ctx, parsed.data)
}
