import { atom } from 'jotai'
import { loadable } from 'jotai/utils'
import { fetchBanners } from './api'

/** Banners load once per session (the service worker caches them for offline starts). */
const bannersAtom = atom((_get, { signal }) => fetchBanners(signal))

export const bannersLoadableAtom = loadable(bannersAtom)
