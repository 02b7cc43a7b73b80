// Public GETs that the entry starts before the app's modules have loaded, so that the first screen's data is on its
// way while they download and run. The screen's resource takes the answer once; every later read goes through
// `http` as usual.
import type { Envelope } from '@contract/api'

const pending = new Map<string, Promise<unknown>>()
const keyOf = (path: string, lang: string) => `${lang} ${path}`

/** Starts `GET path` in the language; answers the envelope's data (a status 0 or a network error rejects). */
export function requestEarly<T>(path: string, lang: string): Promise<T> {
  const answer = fetch(path, { headers: { UserLang: lang } }).then(async (response) => {
    const body = (await response.json()) as Envelope<T>
    if (body.status !== 1) throw new Error(body.msg)
    return body.data
  })
  // Whoever takes it handles a failure; until then it must not count as unhandled.
  answer.catch(() => undefined)
  pending.set(keyOf(path, lang), answer)
  return answer
}

/** The early answer for `path` in the language, once; undefined if none was started (or it was taken). */
export function takeEarly<T>(path: string, lang: string): Promise<T> | undefined {
  const key = keyOf(path, lang)
  const answer = pending.get(key) as Promise<T> | undefined
  pending.delete(key)
  return answer
}
