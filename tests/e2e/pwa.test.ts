// The installable, offline PWA in real Chromium against the real server.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  launchPhone,
  type PhoneBrowser,
  precachedPaths,
  screenshot,
  waitForServiceWorker,
} from '../support/e2e/browser'
import type { InPage } from '../support/e2e/in-page'
import { passwordField, pngSize, tabBar } from '../support/e2e/pwa'

type ManifestIcon = { src: string; sizes: string; type: string; purpose?: string }

describe('PWA', () => {
  const baseURL = inject('baseURL')
  let phone: PhoneBrowser

  beforeAll(async () => {
    phone = await launchPhone(baseURL)
    await phone.page.goto('/')
  })
  afterAll(async () => {
    await phone?.close()
  })

  it('activates the service worker and it controls the page', async () => {
    const worker = await waitForServiceWorker(phone.page)
    expect(worker.scriptURL).toBe(`${baseURL}/sw.js`)
    expect(worker.state).toBe('activated')
    expect(worker.controlled).toBe(true)
  })

  it('precaches the shell: index.html, the entry script and the icons', async () => {
    const paths = await precachedPaths(phone.page)
    expect(paths).toContain('/index.html')
    expect(paths).toContain('/manifest.webmanifest')
    expect(paths).toContain('/icons/icon-192.png')
    expect(paths.some((path) => /^\/assets\/.+\.js$/.test(path))).toBe(true)
  })

  it('is installable: no installability errors and a manifest without errors', async () => {
    const cdp = await phone.context.newCDPSession(phone.page)
    const installability = await cdp.send('Page.getInstallabilityErrors')
    expect(installability.installabilityErrors).toEqual([])
    const manifest = await cdp.send('Page.getAppManifest')
    expect(manifest.errors).toEqual([])
    expect(manifest.url).toBe(`${baseURL}/manifest.webmanifest`)
    await cdp.detach()
  })

  it('serves the manifest as application/manifest+json with PNG icons of the declared sizes', async () => {
    const response = await fetch(`${baseURL}/manifest.webmanifest`)
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/)
    const manifest = (await response.json()) as { name: string; display: string; icons: ManifestIcon[] }
    expect(manifest.name).toBe('Tern')
    expect(manifest.display).toBe('standalone')
    expect(manifest.icons.map((icon) => icon.purpose ?? 'any').sort()).toEqual(['any', 'any', 'maskable'])
    for (const icon of manifest.icons) {
      const image = await fetch(new URL(icon.src, baseURL))
      expect(image.status, icon.src).toBe(200)
      expect(image.headers.get('content-type')).toBe('image/png')
      const [width, height] = icon.sizes.split('x').map(Number)
      expect(pngSize(new Uint8Array(await image.arrayBuffer())), icon.src).toEqual({ width, height })
    }
  })

  it('keeps the banner list in its runtime cache, but nothing from /api/', async () => {
    const cached = await phone.page.evaluate(async () => {
      const { caches } = globalThis as unknown as InPage
      await (await fetch('/main/banners')).json()
      await fetch('/api/userinfo')
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const names = await caches.keys()
        if (names.includes('tern-banners')) {
          const entries = await (await caches.open('tern-banners')).keys()
          if (entries.length > 0) break
        }
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      const urls: string[] = []
      for (const name of await caches.keys()) {
        if (name.startsWith('workbox-precache')) continue
        for (const request of await (await caches.open(name)).keys())
          urls.push(`${name} ${new URL(request.url).pathname}`)
      }
      return urls
    })
    expect(cached).toContain('tern-banners /main/banners')
    expect(cached.filter((entry) => entry.includes(' /api/'))).toEqual([])
  })

  describe('offline', () => {
    beforeAll(async () => {
      await waitForServiceWorker(phone.page)
      await phone.context.setOffline(true)
    })
    afterAll(async () => {
      await phone.context.setOffline(false)
    })

    it('reloads / from the service worker', async () => {
      const response = await phone.page.reload()
      expect(response?.fromServiceWorker()).toBe(true)
      await tabBar(phone.page).waitFor({ timeout: 15_000 })
      await screenshot(phone.page, 'pwa-offline-home')
    })

    it('opens the deep link /login from the service worker', async () => {
      const response = await phone.page.goto('/login')
      expect(response?.fromServiceWorker()).toBe(true)
      await passwordField(phone.page).waitFor({ timeout: 15_000 })
      await screenshot(phone.page, 'pwa-offline-login')
    })

    it('does not answer API calls with the shell', async () => {
      const outcome = await phone.page.evaluate(async () => {
        const results: Record<string, string> = {}
        for (const path of ['/api/userinfo', '/main/banners']) {
          try {
            const response = await fetch(path)
            results[path] = `${response.status} ${response.headers.get('content-type') ?? ''}`
          } catch {
            results[path] = 'network error'
          }
        }
        return results
      })
      expect(outcome['/api/userinfo']).toBe('network error')
      // The banner list comes from its runtime cache (fetched online above), never as the HTML shell.
      expect(outcome['/main/banners']).toMatch(/^200 application\/json/)
    })

    it('does not serve the shell for navigations to server paths', async () => {
      for (const path of ['/api/userinfo', '/main/products', '/admin/', '/media/banners/none.png', '/uploads/x.png']) {
        const failure = await phone.page.goto(path).then(
          () => 'loaded',
          (error: Error) => error.message,
        )
        // The network is off and no route answers these with the shell (the /media/ route has nothing cached).
        expect(failure, path).toMatch(/net::ERR_(INTERNET_DISCONNECTED|FAILED)/)
      }
    })
  })
})
