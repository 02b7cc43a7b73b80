// The server's renderer of a page's first screen: built by Vite as a server bundle (dist/ssr/, see
// scripts/build/ssr.ts) and loaded by server/http/first-screen.ts at run time, so the server never imports src/.
// It renders the app itself over a fresh store that starts from the server's data; the browser's app starts from
// the same data (embedded in the page) and hydrates the same markup.
import { createStore } from 'jotai'
import { renderToString } from 'react-dom/server'
import { App } from '@/app/App'
import { routeFor } from '@/app/routes'
import { type DisplayPrefs, defaultDisplay, type UpColor, upColorFor } from '@/shared/display/display'
import { activateForRender } from '@/shared/i18n/i18n'
import { isLanguageCode, toBcp47 } from '@/shared/i18n/languages'
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreenData, firstScreenAtom } from '@/shared/lib/first-screen'
import { paths } from '@/shared/lib/paths'

export { isLanguageCode }

/** The source module of each rendered screen, as the client build's manifest names it (for its styles and chunks). */
const screenSources: Readonly<Record<string, string>> = {
  [paths.home]: 'src/features/home/index.ts',
  [paths.market]: 'src/features/market/MarketScreen.tsx',
  '/trade/:id': 'src/features/micro/TradeScreen.tsx',
  '/contract/:id': 'src/features/contract/ContractScreen.tsx',
}

export function screenSource(path: string): string | null {
  return screenSources[path.replace(/^\/(trade|contract)\/\d+$/, '/$1/:id')] ?? null
}
export const appSource = 'src/main.tsx'

export interface RenderInput {
  path: string
  data: FirstScreenData
  /** The reader's up colour (null: the language's), from their cookie. */
  upColor: UpColor | null
  shapes: boolean
}

export interface RenderedPage {
  /** Tags for <head>: the resources React hoists (the first banner image's preload). */
  head: string
  /** The inside of #root. */
  root: string
  /** The script element that carries the data for the browser's app. */
  dataScript: string
  /** Attributes of <html>: lang, the served language (data-lang) and the display preferences. */
  htmlAttributes: Record<string, string>
}

// Lingui's instance is one per process: renders take turns, each activating its language first.
let queue: Promise<unknown> = Promise.resolve()

export function renderPage(input: RenderInput): Promise<RenderedPage> {
  const run = queue.then(() => render(input))
  queue = run.catch(() => undefined)
  return run
}

/**
 * The screen suspended: React wrote the route's fallback (the busy placeholder) for a lazy screen whose chunk had not
 * been loaded yet. A part inside the screen may stay suspended (the chart, which the browser draws in its place).
 */
const SCREEN_SUSPENDED =
  /<!--\$!-->(?:<template[^>]*><\/template>)?<div class="[^"]*" aria-busy="true"><\/div><!--\/\$-->/
const MAX_ATTEMPTS = 3

async function render(input: RenderInput): Promise<RenderedPage> {
  const { data } = input
  await activateForRender(data.lang)
  let root = ''
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const store = createStore()
    store.set(firstScreenAtom, data)
    root = renderToString(<App store={store} ssrPath={input.path} />)
    if (!SCREEN_SUSPENDED.test(root)) break
    // The first render of a screen asks for its chunk; once loaded, React renders it at once.
    await routeFor(input.path)?.screen.preload?.()
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  // React wrote a fallback in place of the screen (its chunk or its render failed): the plain page is better.
  if (SCREEN_SUSPENDED.test(root)) throw new Error(`the screen of ${input.path} did not render`)
  // React writes the resources it hoists (preloads) ahead of the app; they belong in <head>, not in #root.
  const hoisted = /^(?:<link\b[^>]*>)*/.exec(root)?.[0] ?? ''
  root = root.slice(hoisted.length)
  const prefs: DisplayPrefs = { ...defaultDisplay, upColor: input.upColor, shapes: input.shapes }
  const htmlAttributes: Record<string, string> = {
    lang: toBcp47(data.lang),
    'data-lang': data.lang,
    'data-up': upColorFor(prefs, data.lang),
  }
  if (prefs.shapes) htmlAttributes['data-shapes'] = ''
  // `<` escaped: no text of the data (an operator's banner text) can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  const dataScript = `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${json}</script>`
  return { head: hoisted, root, dataScript, htmlAttributes }
}
