import type { AssetAnswer, BankRecord, RechargeConfig, WithdrawInfo } from '@contract/wallet'

export const assetAnswer: AssetAnswer = {
  info: {
    total_money: '12345.67',
    profit: '0',
    money: '10000.5',
    contract_use: '0',
    money_frozen: '11',
    btc: '0.01234567',
    btc_frozen: '0',
    btc_to_usdt: '793.21',
    eth: '1.5',
    eth_frozen: '0.25',
    eth_to_usdt: '5540.96',
    equity: '12350.17',
    frozen: {
      USDT: {
        contract_margin: '0',
        open_orders: '3.5',
        timed_orders: '0',
        staking: '0',
        earn: '0',
        withdrawals: '7.5',
      },
      BTC: { contract_margin: '0', open_orders: '0', timed_orders: '0', staking: '0', earn: '0', withdrawals: '0' },
      ETH: { contract_margin: '0', open_orders: '0.25', timed_orders: '0', staking: '0', earn: '0', withdrawals: '0' },
    },
  },
  orders: [],
  contract: { margin_used: '0.00', unrealized: '0.00', realized: '0.00', fees: '0.00' },
}

export const rechargeConfig: RechargeConfig = {
  amount_min: '10',
  trc: 'TTernDemo-trc',
  erc: '0xTernDemo-erc',
  btc: 'bc1-terndemo-btc',
  eth: '0xTernDemo-eth',
}

export const approvedCard: BankRecord = {
  id: 7,
  type: 0,
  status: 1,
  bank: 'Kasikorn',
  branch: 'Silom',
  account: '1234567890',
  name: 'Ada L',
  currency: '',
  address: '',
  remark: '',
  reason: '',
  idcard: '*************1234',
  phone: '*******5678',
  usable_from: '2020-01-01T00:00:00.000Z',
  allowlisted_at: null,
}

export const withdrawInfo = (accounts: BankRecord[]): WithdrawInfo => ({
  money: '500',
  accounts,
  withdraw_min: '10',
  withdraw_fee: '1',
  allowlist: false,
  confirm_by: 'email',
})
