// Real Chromium for the browser tests: a phone-sized, touch-enabled persistent context in a throw-away profile
// (or a laptop-sized one for the operator console).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type BrowserContext, type CDPSession, chromium, type Page } from 'playwright-core'
import { scratchRoot } from '../scratch'
import type { InPage } from './in-page'

export const shotsDir = fileURLToPath(new URL('../../../.tmp/shots/', import.meta.url))

export type PhoneBrowser = {
  context: BrowserContext
  page: Page
  close: () => Promise<void>
}

const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }
/** A laptop screen (the operator console's desktop layout). */
const desktop = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false }

export function launchPhone(baseURL: string): Promise<PhoneBrowser> {
  return launch(baseURL, phone)
}

export function launchDesktop(baseURL: string): Promise<PhoneBrowser> {
  return launch(baseURL, desktop)
}

async function launch(baseURL: string, device: typeof phone): Promise<PhoneBrowser> {
  const profileDir = mkdtempSync(join(scratchRoot, 'tern-chromium-'))
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    baseURL,
    ...device,
    locale: 'en-US',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  const page = context.pages()[0] ?? (await context.newPage())
  return {
    context,
    page,
    close: async () => {
      await context.close()
      rmSync(profileDir, { recursive: true, force: true })
    },
  }
}

/** Saves a screenshot of the phone's viewport as .tmp/shots/<name>.png and returns its path. */
/**
 * Screenshots for people to look at (`npm run shots`, TERN_SHOTS=1); not taken in `npm test`, where nothing reads
 * them and each cost most of a second of a busy core. `settleMs`: a wait for what a person would see settle first
 * (a chart's first frames), which only the picture needs.
 */
export const takingShots = process.env.TERN_SHOTS === '1'

export async function screenshot(page: Page, name: string, settleMs = 0): Promise<void> {
  if (!takingShots) return
  if (settleMs > 0) await page.waitForTimeout(settleMs)
  mkdirSync(shotsDir, { recursive: true })
  // Finite CSS animations (the drawer sliding in) are fast-forwarded to their end state.
  await page.screenshot({ path: join(shotsDir, `${name}.png`), animations: 'disabled' })
}

export type WorkerState = { scriptURL: string; state: string; controlled: boolean }

/** Waits until a service worker is active and controls the page (clientsClaim makes that happen without a reload). */
export async function waitForServiceWorker(page: Page, timeoutMs = 20_000): Promise<WorkerState> {
  const state = page.evaluate(async () => {
    const { navigator } = globalThis as unknown as InPage
    const registration = await navigator.serviceWorker.ready
    const active = registration.active
    if (active && active.state !== 'activated') {
      await new Promise<void>((resolve) => {
        active.addEventListener('statechange', () => {
          if (active.state === 'activated') resolve()
        })
      })
    }
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) => {
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true })
      })
    }
    return {
      scriptURL: registration.active?.scriptURL ?? '',
      state: registration.active?.state ?? '',
      controlled: navigator.serviceWorker.controller !== null,
    }
  })
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(
        new Error(`no active service worker controls ${page.url()} after ${timeoutMs} ms (is it a production build?)`),
      )
    }, timeoutMs)
  })
  return Promise.race([state, timeout]).finally(() => clearTimeout(timer))
}

/** The URLs (paths) held in the Workbox precache. */
export async function precachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const { caches } = globalThis as unknown as InPage
    const names = await caches.keys()
    const precache = names.find((name) => name.startsWith('workbox-precache'))
    if (!precache) return []
    const requests = await (await caches.open(precache)).keys()
    return requests.map((request) => new URL(request.url).pathname)
  })
}

/** Registers a fresh email account through /register, waits for home, and returns it with its stored token. */
export async function registerFreshAccount(
  phone: PhoneBrowser,
  baseURL: string,
  prefix: string,
): Promise<{ email: string; password: string; token: string }> {
  const { page } = phone
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const password = `tern-${prefix}-pass`
  await page.goto('/register')
  await page.locator('input[type="email"]').fill(email)
  await page.locator('input[type="password"]').fill(password)
  await page.locator('form button[type="submit"]').click()
  await page.waitForURL(`${baseURL}/`, { timeout: 15_000 })
  const token = await page.evaluate(() => {
    const { localStorage } = globalThis as unknown as { localStorage: { getItem(key: string): string | null } }
    return localStorage.getItem('tern.token')
  })
  return { email, password, token: token ?? '' }
}

const offlineSessions = new WeakMap<Page, CDPSession>()

/**
 * Goes to `path` with the network off, as a phone in flight mode would. Debian's Chromium 150 keeps a context's
 * offline emulation for requests across a navigation but not for `navigator.onLine` (the new document reads
 * true), so the emulation is applied again to the new document, which gets its `offline` event.
 */
export async function gotoOffline(page: Page, path: string): Promise<void> {
  await page.context().setOffline(true)
  await page.goto(path)
  let cdp = offlineSessions.get(page)
  if (!cdp) {
    cdp = await page.context().newCDPSession(page)
    offlineSessions.set(page, cdp)
  }
  await cdp.send('Network.emulateNetworkConditions', {
    offline: true,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })
}

/** Turns the network back on for the context and for a page that gotoOffline() took offline. */
export async function backOnline(page: Page): Promise<void> {
  await page.context().setOffline(false)
  await offlineSessions.get(page)?.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })
}
