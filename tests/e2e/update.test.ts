// A new deployment: the new worker installs and waits (no automatic skipWaiting) until the user taps Reload.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchPhone, type PhoneBrowser, screenshot, waitForServiceWorker } from '../support/e2e/browser'
import type { InPage } from '../support/e2e/in-page'

type Registration = { active: string; waiting: string }

describe('service worker update', () => {
  const baseURL = inject('baseURL')
  const distDir = inject('distDir')
  let phone: PhoneBrowser

  beforeAll(async () => {
    phone = await launchPhone(baseURL)
  })
  afterAll(async () => {
    await phone?.close()
  })

  const registration = (): Promise<Registration> =>
    phone.page.evaluate(async () => {
      const { navigator } = globalThis as unknown as InPage
      const found = await navigator.serviceWorker.getRegistration()
      return { active: found?.active?.state ?? '', waiting: found?.waiting?.state ?? '' }
    })

  // Needs the build this run serves, to publish a changed sw.js; skipped against an external server.
  it.skipIf(!distDir)(
    'waits for the prompt, then activates the new worker and reloads',
    { timeout: 150_000 },
    async () => {
      const { page } = phone
      await page.goto('/')
      await waitForServiceWorker(page)
      const swFile = join(distDir, 'sw.js')
      const original = readFileSync(swFile, 'utf8')
      try {
        writeFileSync(swFile, `${original}\n// e2e: a new deployment ${Date.now()}\n`)
        await page.evaluate(async () => {
          const { navigator } = globalThis as unknown as InPage
          await (await navigator.serviceWorker.getRegistration())?.update()
        })
        await expect.poll(registration, { timeout: 15_000 }).toEqual({ active: 'activated', waiting: 'installed' })

        await page.getByText('A new version is available').waitFor({ timeout: 10_000 })
        // Still waiting a moment later: nothing but the prompt lets the new worker take over.
        await page.waitForTimeout(500)
        expect(await registration()).toEqual({ active: 'activated', waiting: 'installed' })
        await screenshot(page, 'update-prompt')

        // The new worker activates (its install has precached the build: about 220 files) and the page reloads: on a
        // 2-core machine running the unit suites and the other lane of journeys beside this one, that has taken more
        // than 40 s. The wait is for the reload to happen at all, not for its speed.
        // A mark on the old document: gone once the page has reloaded (its load event may wait on slow images).
        await page.evaluate(() => {
          ;(globalThis as unknown as { beforeUpdate?: true }).beforeUpdate = true
        })
        await page.getByRole('button', { name: 'Reload' }).click()
        const state = () =>
          page.evaluate(async () => {
            const { navigator } = globalThis as unknown as InPage
            const found = await navigator.serviceWorker.getRegistration()
            return {
              reloaded: (globalThis as unknown as { beforeUpdate?: true }).beforeUpdate !== true,
              active: found?.active?.state ?? '',
              waiting: found?.waiting?.state ?? '',
            }
          })
        // On a failure the last state says which step did not happen: the activation or the reload.
        await expect
          .poll(state, { timeout: 100_000, interval: 500 })
          .toEqual({ reloaded: true, active: 'activated', waiting: '' })
        expect(await page.getByText('A new version is available').count()).toBe(0)
      } finally {
        writeFileSync(swFile, original)
      }
    },
  )
})
