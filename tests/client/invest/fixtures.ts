import type { EarnDetailAnswer, EarnsAnswer, MinerInfoAnswer, MinerListAnswer, MinerOrder } from '@contract/invest'

export const starter: MinerInfoAnswer = {
  id: 1,
  title: 'Starter Node',
  min: '100',
  max: '5000',
  profit: '0.3',
  days: 7,
  limit: '10000',
  times: 3,
  cancel_cost: '0.5',
  status: 0,
  held: '0.00',
  subscribed: 0,
  user_money: '2500.00',
}

export const minerList: MinerListAnswer = {
  list: [starter, { ...starter, id: 2, title: 'Paused Node', status: 1 }],
  total: '1000.00',
  total_profit: '9.00',
  yestoday_profit: '3.00',
  user_money: '2500.00',
}

const order: MinerOrder = {
  id: 7,
  product_id: 1,
  title: 'Starter Node',
  amount: '1000.00',
  profit: '0.3',
  daily: '3.00',
  days: 7,
  profit_days: 3,
  profit_get: '9.00',
  add_time: '2026-03-01T12:00:00.000Z',
  start: '2026-03-02',
  end: '2026-03-09',
  cancel_cost: '0.5',
  status: 0,
  penalty: null,
  refund: null,
  cancel_quote: { days_left: 3, penalty: '15.00', refund: '985.00' },
}

export const minerOrders: MinerOrder[] = [
  order,
  { ...order, id: 6, status: 2, penalty: '35.00', refund: '965.00', cancel_quote: null, profit_get: '0.00' },
  { ...order, id: 5, status: 1, profit_days: 7, profit_get: '21.00', cancel_quote: null },
]

export const earns: EarnsAnswer = {
  projects: [{ id: 2, title: '30-Day USDT Savings', coin: 'USDT', ror: '6.8', min: '100.00', cycle: 30, status: 0 }],
  orders: [
    {
      id: 4,
      project_id: 2,
      title: '30-Day USDT Savings',
      coin: 'USDT',
      amount: '500.00',
      ror: '6.8',
      cycle: 30,
      start_day: '2026-02-01',
      end_day: '2026-03-03',
      status: 1,
      reward: '2.794520',
      add_time: '2026-01-31T10:00:00.000Z',
    },
  ],
  total_reward: '2.79452',
}

export const earnDetail: EarnDetailAnswer = {
  ...{ id: 2, title: '30-Day USDT Savings', coin: 'USDT', ror: '6.8', min: '100.00', cycle: 30, status: 0 },
  ...{ balance: '250.50', today: '2026-03-01', start_day: '2026-03-02', end_day: '2026-04-01' },
}
