import type { Insertable } from 'kysely'
import type { BannersTable } from '../schema'

/**
 * The artwork templates live in server/seed/media/banners/<key>.svg; the words are in
 * server/features/content/banner-text.ts. GET /main/banners derives each image URL (/media/banners/<lang>/<key>.svg)
 * and alt text from the key and the caller's language, so `image` and `alt` here are the English fallbacks.
 */
export const seedBanners: Insertable<BannersTable>[] = [
  {
    key: 'trade-markets',
    image: '/media/banners/trade-markets.svg',
    alt: 'Trade the markets',
    link: '/market',
    sort: 1,
  },
  { key: 'timed-orders', image: '/media/banners/timed-orders.svg', alt: 'Timed orders from 30 s', link: null, sort: 2 },
  { key: 'stake-earn', image: '/media/banners/stake-earn.svg', alt: 'Stake and earn', link: '/earn', sort: 3 },
  {
    key: 'trade-offline',
    image: '/media/banners/trade-offline.svg',
    alt: 'Trade anywhere, even offline',
    link: null,
    sort: 4,
  },
]
