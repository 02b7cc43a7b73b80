// Contract answers typed by the API contract (contract/contract-trading.ts): BTC/USDT at 60,000.00 with 10 USDT
// per lot, a 0.05% fee on the notional, maintenance 0.5% and the four leverages.
import type {
  ContractHistoryEntry,
  ContractHistoryPage,
  ContractMarket,
  ContractOrder,
  ContractProductInfo,
} from '@contract/contract-trading'

export function contractInfo(patch: Partial<ContractProductInfo> = {}): ContractProductInfo {
  return {
    pid: 12,
    title: 'BTC/USDT',
    logo: '/logos/btc.png',
    price: '60000.00',
    t: Date.UTC(2026, 0, 5, 9, 30),
    precision: 2,
    hand_price: '10',
    hand_fee: '0.05',
    leverages: [25, 50, 75, 100],
    max_leverage: 100,
    maintenance: '0.5',
    ...patch,
  }
}

export function contractOrder(patch: Partial<ContractOrder> = {}): ContractOrder {
  return {
    oid: 901,
    pid: 12,
    pname: 'BTC/USDT',
    logo: '/logos/btc.png',
    type: 0,
    status: 1,
    price_type: 0,
    hand: '2',
    level: 100,
    num: '20.000000',
    notional: '2000.000000',
    fee: '1.000000',
    buyprice: '60000.00',
    sellprice: '',
    price: '60300.00',
    profit: '10.000000',
    stop_win: '61000.00',
    stop_loss: '59800.00',
    liq_price: '59698.49',
    maintenance: '0.5',
    close_reason: null,
    is_win: 0,
    addtime: '2026-01-05T09:30:00.000Z',
    opentime: '2026-01-05T09:30:00.000Z',
    closetime: null,
    open_tick: { t: Date.UTC(2026, 0, 5, 9, 30), price: '60000.00' },
    close_tick: null,
    parent_oid: null,
    ...patch,
  }
}

export const pendingOrder = (patch: Partial<ContractOrder> = {}) =>
  contractOrder({
    oid: 902,
    status: 0,
    price_type: 1,
    buyprice: '59000.00',
    profit: '0.00',
    stop_win: '',
    stop_loss: '',
    liq_price: '58703.51',
    opentime: null,
    open_tick: null,
    ...patch,
  })

export function contractMarket(patch: Partial<ContractMarket> = {}): ContractMarket {
  return {
    info: contractInfo(),
    lups: [
      { p: '60010.00', v: '0.5', w: 20 },
      { p: '60020.00', v: '1.2', w: 60 },
    ],
    ldowns: [
      { p: '59990.00', v: '0.8', w: 30 },
      { p: '59980.00', v: '2', w: 100 },
    ],
    orders: [],
    balance: '1000.000000',
    risk: { accepted: true, loss_share: '74.5', accounts: 200 },
    insurance: '120.000000',
    ...patch,
  }
}

/** A history card as the server answers it: the order with the spec's field names beside it. */
function historyEntry(o: ContractOrder): ContractHistoryEntry {
  const spec = { id: o.oid, hyzd: o.type, s_price_type: o.price_type, s_hand: o.hand, s_stop_win: o.stop_win }
  return {
    ...o,
    ...spec,
    s_stop_loss: o.stop_loss,
    s_fee: o.fee,
    ploss: o.profit,
    buytime: o.opentime ?? o.addtime,
    selltime: o.closetime,
  }
}

export function historyPage(data: ContractOrder[], page = 1, pages = 1): ContractHistoryPage {
  const more = page < pages
  return { data: data.map(historyEntry), page, pages, more, next: more ? (data.at(-1)?.oid ?? null) : null }
}
