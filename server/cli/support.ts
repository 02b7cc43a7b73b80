// The support inbox's commands of `npm run admin` (server/cli/admin.ts dispatches them here).
import { supportQueueSchema } from '../../contract/schemas/support'
import type { OperatorContext } from '../audit/context'
import { answerThread, closeThread, operatorThread, supportQueue } from '../features/support/operator'

export const supportUsage = `  support [open|closed|all]       list support conversations (default: open)
  support-thread <id>             show a conversation with its messages
  answer-support <id> <text>      answer a conversation (the user sees it as unread)
  close-support <id>              close a conversation`

const commands = ['support', 'support-thread', 'answer-support', 'close-support'] as const

/** Runs a support command; undefined when `command` is not one, 2 on a usage error. Throws AppError on refusal. */
export async function runSupportCommand(
  command: string,
  rest: readonly string[],
  ctx: OperatorContext,
  out: (line: string) => void,
): Promise<number | undefined> {
  if (!commands.some((c) => c === command)) return undefined
  if (command === 'support') {
    const status = supportQueueSchema.safeParse(rest[0])
    if (!status.success) return 2
    out(JSON.stringify(await supportQueue(ctx, status.data), null, 2))
    return 0
  }
  const id = Number(rest[0])
  if (!Number.isSafeInteger(id) || id <= 0) return 2
  if (command === 'support-thread') {
    out(JSON.stringify(await operatorThread(ctx, id), null, 2))
  } else if (command === 'answer-support') {
    const text = rest.slice(1).join(' ').trim()
    if (text === '') return 2
    await answerThread(ctx, id, text)
    out(`Answered support conversation ${id}`)
  } else {
    await closeThread(ctx, id)
    out(`Closed support conversation ${id}`)
  }
  return 0
}
