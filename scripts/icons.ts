// Regenerates public/favicon.svg and the PNG app icons from scripts/icons/mark.svg, rendered by real Chromium.
// Run: npx tsx scripts/icons.ts (CHROMIUM_PATH overrides /usr/bin/chromium).
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'

const root = fileURLToPath(new URL('..', import.meta.url))
const background = '#0b0f14'

type Variant = {
  file: string
  size: number
  /** Scale of the 512-unit mark inside the square. */
  scale: number
  /** Corner radius in 512 units; 0 = full bleed (maskable and Apple icons are masked by the OS). */
  radius: number
}

const pngs: Variant[] = [
  { file: 'public/icons/icon-192.png', size: 192, scale: 0.9, radius: 104 },
  { file: 'public/icons/icon-512.png', size: 512, scale: 0.9, radius: 104 },
  // Maskable: everything inside the central circle of radius 40% (the safe zone), background to the edges.
  { file: 'public/icons/icon-512-maskable.png', size: 512, scale: 0.8, radius: 0 },
  { file: 'public/icons/apple-touch-icon-180.png', size: 180, scale: 0.8, radius: 0 },
]

function markPaths(): string {
  const svg = readFileSync(`${root}scripts/icons/mark.svg`, 'utf8')
  const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1]
  if (!inner) throw new Error('scripts/icons/mark.svg has no <svg> body')
  return inner.replace(/<title>[^<]*<\/title>/, '').trim()
}

/** The mark is drawn on a 512 grid with its visual centre near y=275; this centres and scales it. */
export function composeIcon(scale: number, radius: number): string {
  const round = (n: number) => Math.round(n * 100) / 100
  const x = round(256 - 256 * scale)
  const y = round(256 - 256 * scale - 19 * scale)
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">',
    '<title>Tern</title>',
    `<rect width="512" height="512" rx="${radius}" fill="${background}"/>`,
    `<g transform="translate(${x} ${y}) scale(${scale})">${markPaths()}</g>`,
    '</svg>',
    '',
  ].join('\n')
}

async function render(): Promise<void> {
  writeFileSync(`${root}public/favicon.svg`, composeIcon(0.92, 112))
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  })
  try {
    for (const icon of pngs) {
      const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } })
      const svg = composeIcon(icon.scale, icon.radius).replace(
        '<svg ',
        `<svg width="${icon.size}" height="${icon.size}" `,
      )
      await page.setContent(`<body style="margin:0;background:transparent">${svg}</body>`)
      await page.screenshot({ path: `${root}${icon.file}`, omitBackground: true })
      await page.close()
      console.log(`wrote ${icon.file} (${icon.size}x${icon.size})`)
    }
  } finally {
    await browser.close()
  }
}

await render()
