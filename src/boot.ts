// The entry: it puts the display preferences (up colour, shapes) on <html>, lets the browser paint the static shell of index.html first, then starts the app (whose modules
// index.html has already preloaded), so evaluating them does not hold back the first paint. A hidden page gets no
// animation frames; the timeout starts the app there too. On home it first asks for the banners, and preloads the
// first banner's image (home's largest paint) as soon as the list is known.
import type { Banner } from '@contract/api'
import { applyStoredDisplay } from './shared/display/display'
import { readStoredLanguage } from './shared/i18n/stored-language'
import { requestEarly } from './shared/lib/early-request'
import { FIRST_SCREEN_ELEMENT_ID } from './shared/lib/first-screen-id'

const START_AFTER_MS = 100

applyStoredDisplay()

function preloadImage(href: string): void {
  const link = document.createElement('link')
  link.rel = 'preload'
  link.as = 'image'
  link.href = href
  link.fetchPriority = 'high'
  document.head.append(link)
}

// A page the server rendered has its banners in it already (and no script preloaded: the app is asked for below).
if (location.pathname === '/' && !document.getElementById(FIRST_SCREEN_ELEMENT_ID)) {
  requestEarly<Banner[]>('/main/banners', readStoredLanguage())
    .then((banners) => banners[0] && preloadImage(banners[0].image))
    .catch(() => undefined)
}

let started = false
function start(): void {
  if (started) return
  started = true
  void import('./main')
}

requestAnimationFrame(() => setTimeout(start, 0))
setTimeout(start, START_AFTER_MS)
