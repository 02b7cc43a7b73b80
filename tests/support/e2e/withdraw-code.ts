// The code that confirms a withdrawal, read from the e2e server's outbox (mail goes there without SMTP): the code of
// the newest confirmation mail to the account, waiting for it to be written (it is sent after the answer).
import { readOutbox } from '../../../server/features/mail/outbox'

export async function withdrawalCode(outboxFile: string, email: string, timeoutMs = 10_000): Promise<string> {
  for (let waited = 0; waited <= timeoutMs; waited += 100) {
    const mails = (await readOutbox(outboxFile, 5000)).filter((m) => m.to === email && /\b\d{6}\b/.test(m.text))
    const code = /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '')?.[1]
    if (code) return code
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no withdrawal code for ${email} in ${outboxFile}`)
}

/** The account behind a token (the outbox is addressed by it). */
export async function usernameOf(baseURL: string, token: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/userinfo`, { headers: { UserToken: token } })
  const envelope = (await response.json()) as { data: { username: string } }
  return envelope.data.username
}
