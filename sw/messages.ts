/** Messages from pages. A new worker waits until the update prompt sends SKIP_WAITING (workbox-window messageSkipWaiting). */
export type PageMessage = { type: 'SKIP_WAITING' }

function isPageMessage(data: unknown): data is PageMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING'
}

export function listenForMessages(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('message', (event) => {
    if (isPageMessage(event.data)) void scope.skipWaiting()
  })
}
