// The preferences that nothing needs before the first render, kept out of the entry (./display.ts holds the ones
// it applies at start): the chart's indicators, the same on the trade and contract screens, and the feel (pull to
// refresh on lists and the assets, a short vibration on a fill or settlement). Stored in localStorage, versioned;
// anything unreadable or of another version gives the defaults.
import { atom } from 'jotai'

export const PREFERENCES_KEY = 'tern.preferences'

/** The indicators klinecharts has built in that the chart offers, in the order of its picker. */
export const chartIndicators = ['MA', 'EMA', 'BOLL', 'VOL', 'MACD', 'RSI'] as const
export type ChartIndicator = (typeof chartIndicators)[number]

export interface Preferences {
  version: 1
  /** The chart's indicators, in the picker's order. */
  indicators: ChartIndicator[]
  /** Pull down at the top of a list or the asset screen to load it again. */
  pullToRefresh: boolean
  /** A short vibration when an order fills or settles, where the device can. */
  vibrate: boolean
  /** The chart on the contract screen is unfolded (folded, the order form comes first). */
  contractChart: boolean
}

export const defaultPreferences: Preferences = {
  version: 1,
  indicators: [],
  pullToRefresh: true,
  vibrate: true,
  contractChart: true,
}

/** The stored preferences, or the defaults for anything unreadable or of another version. */
export function parsePreferences(text: string | null): Preferences {
  try {
    const stored: unknown = JSON.parse(text ?? 'null')
    if (typeof stored !== 'object' || stored === null || !('version' in stored) || stored.version !== 1)
      return defaultPreferences
    const indicators: unknown[] = 'indicators' in stored && Array.isArray(stored.indicators) ? stored.indicators : []
    return {
      version: 1,
      indicators: chartIndicators.filter((name) => indicators.includes(name)),
      pullToRefresh: !('pullToRefresh' in stored && stored.pullToRefresh === false),
      vibrate: !('vibrate' in stored && stored.vibrate === false),
      contractChart: !('contractChart' in stored && stored.contractChart === false),
    }
  } catch {
    return defaultPreferences
  }
}

/** The stored preferences; the defaults where there is no storage (the server rendering the first screen). */
const readPreferences = () =>
  typeof localStorage === 'undefined' ? defaultPreferences : parsePreferences(localStorage.getItem(PREFERENCES_KEY))

function storePreferences(preferences: Preferences): void {
  try {
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify(preferences))
  } catch {
    // Private mode or storage full: the choice then lasts until the page is reloaded.
  }
}

// An atom with storage (jotai/utils' atomWithStorage is left out: the framework chunk of the first screen would carry
// all of jotai/utils). Read when this module loads and again on mount; another tab's change arrives through the storage event.
const storedAtom = atom<Preferences>(readPreferences())
storedAtom.onMount = (set) => {
  set(readPreferences())
  const onStorage = (event: StorageEvent) => {
    if (event.key === PREFERENCES_KEY) set(parsePreferences(event.newValue))
  }
  window.addEventListener('storage', onStorage)
  return () => window.removeEventListener('storage', onStorage)
}

export const preferencesAtom = atom(
  (get) => get(storedAtom),
  (_get, set, next: Preferences) => {
    set(storedAtom, next)
    storePreferences(next)
  },
)

export const changePreferencesAtom = atom(null, (get, set, change: Partial<Omit<Preferences, 'version'>>) => {
  set(preferencesAtom, { ...get(preferencesAtom), ...change, version: 1 })
})

/** Turns one indicator on or off; the list keeps the picker's order. */
export const toggleIndicatorAtom = atom(null, (get, set, name: ChartIndicator) => {
  const chosen = new Set<ChartIndicator>(get(preferencesAtom).indicators)
  if (chosen.has(name)) chosen.delete(name)
  else chosen.add(name)
  set(changePreferencesAtom, { indicators: chartIndicators.filter((indicator) => chosen.has(indicator)) })
})
