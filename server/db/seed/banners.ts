import type { Insertable } from 'kysely'
import type { BannersTable } from '../schema'

/** Images live in server/seed/media/banners and are served at /media/banners/<file>. */
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
