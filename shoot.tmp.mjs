import { chromium } from 'playwright-core'
const base = 'http://127.0.0.1:18471'
const lang = process.argv[2] ?? 'en'
const res = await fetch(`${base}/main/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'demo@tern.app', pwd: 'tern-demo' }) })
const token = (await res.json()).data.token
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 })
await ctx.addInitScript(([t, l]) => { localStorage.setItem('tern.token', t); localStorage.setItem('tern.lang', l) }, [token, lang])
const page = await ctx.newPage()
for (const path of (process.argv[3] ?? '/asset,/trade_history,/coin_history,/contract_history,/recharge_history,/withdraw_history,/alerts').split(',')) {
  await page.goto(base + path)
  await page.waitForTimeout(3500)
  await page.screenshot({ path: `/tmp/q-demo-shots/${lang}${path.replaceAll('/', '_')}.png` })
}
await browser.close()
