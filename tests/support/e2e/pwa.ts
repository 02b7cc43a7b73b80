import type { Locator, Page } from 'playwright-core'

/** The bottom tab bar (its Home tab), rendered by the app on / once the lazy screen has loaded. */
export function tabBar(page: Page): Locator {
  return page.locator('nav a[href="/"]').first()
}

/** The password field of the login or register form. */
export function passwordField(page: Page): Locator {
  return page.locator('form input[type="password"]')
}

/** Width and height from a PNG's IHDR chunk; throws if the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (!signature.every((byte, index) => bytes[index] === byte)) throw new Error('not a PNG')
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  return { width: view.getUint32(16), height: view.getUint32(20) }
}
