import type { Insertable } from 'kysely'
import type { LanguageCode } from '../../../contract/api'
import type { EarnProductsTable, MinerProductsTable } from '../schema'

const CREATED = '2026-01-05T00:00:00.000Z'
const usdt = (whole: number) => whole * 1_000_000

type Titles = Record<LanguageCode, string>

function miner(
  key: string,
  sort: number,
  titles: Titles,
  terms: { min: number; max: number; profit: string; days: number; limit: number; times: number; cancel: string },
): Insertable<MinerProductsTable> {
  return {
    key,
    sort,
    titles: JSON.stringify(titles),
    min: usdt(terms.min),
    max: usdt(terms.max),
    profit: terms.profit,
    days: terms.days,
    limit_amount: usdt(terms.limit),
    times: terms.times,
    cancel_cost: terms.cancel,
    status: 0,
    created_at: CREATED,
  }
}

/** Demo staking products: whole-USDT ranges, percent per day, early-cancel cost per remaining day. */
export const seedMinerProducts: Insertable<MinerProductsTable>[] = [
  miner(
    'starter-node',
    1,
    {
      en: 'Starter Node',
      tw: '入門節點',
      th: 'โหนดเริ่มต้น',
      jp: 'スターターノード',
      ko: '스타터 노드',
      es: 'Nodo inicial',
      fr: 'Nœud découverte',
      de: 'Einsteiger-Knoten',
      vi: 'Nút khởi đầu',
      cn: '入门节点',
      id: 'Node Pemula',
    },
    { min: 100, max: 5000, profit: '0.3', days: 7, limit: 10_000, times: 3, cancel: '0.5' },
  ),
  miner(
    'standard-node',
    2,
    {
      en: 'Standard Node',
      tw: '標準節點',
      th: 'โหนดมาตรฐาน',
      jp: 'スタンダードノード',
      ko: '스탠다드 노드',
      es: 'Nodo estándar',
      fr: 'Nœud standard',
      de: 'Standard-Knoten',
      vi: 'Nút tiêu chuẩn',
      cn: '标准节点',
      id: 'Node Standar',
    },
    { min: 1000, max: 20_000, profit: '0.45', days: 15, limit: 50_000, times: 5, cancel: '0.4' },
  ),
  miner(
    'pro-node',
    3,
    {
      en: 'Pro Node',
      tw: '專業節點',
      th: 'โหนดโปร',
      jp: 'プロノード',
      ko: '프로 노드',
      es: 'Nodo profesional',
      fr: 'Nœud pro',
      de: 'Profi-Knoten',
      vi: 'Nút chuyên nghiệp',
      cn: '专业节点',
      id: 'Node Pro',
    },
    { min: 5000, max: 100_000, profit: '0.6', days: 30, limit: 200_000, times: 2, cancel: '0.3' },
  ),
]

/** A fixed-term USDT savings title in every language. */
function earnTitles(days: number): Titles {
  return {
    en: `${days}-Day USDT Savings`,
    cn: `USDT ${days}天定期理财`,
    tw: `USDT ${days}天定期理財`,
    jp: `USDT ${days}日間定期`,
    ko: `USDT ${days}일 정기 예치`,
    th: `ออมทรัพย์ USDT ${days} วัน`,
    vi: `Tiết kiệm USDT ${days} ngày`,
    id: `Tabungan USDT ${days} Hari`,
    es: `Ahorro USDT a ${days} días`,
    fr: `Épargne USDT ${days} jours`,
    de: `USDT-Festgeld ${days} Tage`,
  }
}

function earn(key: string, sort: number, terms: { ror: string; min: number; cycle: number }) {
  const { ror, min, cycle } = terms
  const titles = JSON.stringify(earnTitles(cycle))
  return { key, titles, coin: 'USDT', ror, min: usdt(min), cycle, status: 0, sort, created_at: CREATED } as const
}

/** Demo earn projects (USDT): annual rate, minimum, cycle in days. */
export const seedEarnProducts = [
  earn('usdt-7d', 1, { ror: '4.5', min: 100, cycle: 7 }),
  earn('usdt-30d', 2, { ror: '6.8', min: 100, cycle: 30 }),
  earn('usdt-90d', 3, { ror: '9.2', min: 500, cycle: 90 }),
] satisfies Insertable<EarnProductsTable>[]
