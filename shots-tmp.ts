import { chromium } from 'playwright-core'

const base = 'http://localhost:8794'
const lang = process.argv[2] ?? 'en'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const context = await browser.newContext({
  baseURL: base,
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
})
const page = await context.newPage()
// Sign in through the API, as the app would store it.
const res = await fetch(`${base}/main/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ name: `shots${Date.now()}@example.com`, pwd: 'secret-pw' }),
})
const reg = await fetch(`${base}/main/register`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ name: `shots-${lang}-${Date.now()}@example.com`, pwd: 'secret-pw' }),
})
const token = ((await reg.json()) as { data: { token: string } }).data.token
void res
const post = (path: string, body: unknown) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', UserToken: token },
    body: JSON.stringify(body),
  }).then((r) => r.json())
console.log(await post('/api/miner_buy', { id: 1, amount: '1000' }))
console.log(await post('/api/miner_buy', { id: 2, amount: '1000' }))
const cancelled = (await post('/api/miner_buy', { id: 1, amount: '200' })) as { data: { id: number } }
await post('/api/miner_cancel', { id: cancelled.data.id })
await post('/api/earn_order', { id: 1, amount: '500' })
await page.goto('/')
await page.evaluate(
  ([t, l]) => {
    localStorage.setItem('tern.token', t)
    localStorage.setItem('tern.lang', l)
  },
  [token, lang],
)
for (const [name, path] of [
  ['miner', '/miner'],
  ['miner-buy', '/miner_buy/1'],
  ['miner-orders', '/miner_orders'],
  ['earn', '/earn'],
  ['earn-orders', '/earn/1'],
  ['earn-detail', '/earn_detail/2'],
]) {
  await page.goto(path)
  await page.waitForTimeout(1500)
  if (name === 'miner-buy') await page.locator('input').fill('1500')
  if (name === 'earn-detail') await page.locator('input').fill('300')
  await page.screenshot({ path: `/tmp/invest/${lang}-${name}.png` })
  if (name === 'miner-orders') {
    await page.getByRole('button').filter({ hasText: /.+/ }).last().click()
    await page.waitForTimeout(800)
    await page.screenshot({ path: `/tmp/invest/${lang}-miner-cancel.png` })
  }
}
await browser.close()
