// Calls to the server under test as a signed-in user, beside the browser (to read what a screen should show, or to
// set up what a journey needs): the envelope is unwrapped, and a refusal fails the test with the server's message.

/** A caller of `baseURL` as the user of `token`: GET without a body, POST with `body` (default `{}`). */
export function userApi(baseURL: string, token: () => string) {
  return async <T>(path: string, options: { method?: 'GET' | 'POST'; body?: unknown } = {}): Promise<T> => {
    const method = options.method ?? 'POST'
    const response = await fetch(`${baseURL}${path}`, {
      method,
      body: method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined,
      headers: { 'content-type': 'application/json', UserToken: token() },
    })
    const envelope = (await response.json()) as { status: number; msg: string; data: T }
    if (envelope.status !== 1) throw new Error(`${path}: ${envelope.msg}`)
    return envelope.data
  }
}
