// The outbox: one JSON line per message that was not handed to a provider (mail without SMTP, every SMS).
import { appendFile, mkdir, readFile } from 'node:fs/promises'
import { dirname } from 'node:path'

export interface OutboxEntry {
  at: string
  channel: 'email' | 'sms'
  to: string
  subject: string
  text: string
}

export async function appendOutbox(file: string, entry: Omit<OutboxEntry, 'at'>): Promise<void> {
  await mkdir(dirname(file), { recursive: true })
  const line = JSON.stringify({ at: new Date().toISOString(), ...entry } satisfies OutboxEntry)
  // Mode 0600: the outbox holds live codes, for the operator's eyes only.
  await appendFile(file, `${line}\n`, { mode: 0o600 })
}

/** The last `count` entries, oldest first; none when the file does not exist yet. */
export async function readOutbox(file: string, count: number): Promise<OutboxEntry[]> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch {
    return []
  }
  const entries = text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as OutboxEntry)
  return entries.slice(-count)
}
