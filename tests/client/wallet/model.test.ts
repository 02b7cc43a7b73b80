import { describe, expect, it } from 'vitest'
import { calculateSpotRows } from '@/features/asset/model'
import { validateAddressForm, validateBankForm } from '@/features/bank'
import { canSubmitExchange, needsQuote } from '@/features/exchange'
import { chooseDownload, validateRecharge } from '@/features/recharge'
import { validateWithdraw, type WithdrawForm } from '@/features/withdraw'
import { emptyWithdrawForm } from '@/features/withdraw/model'
import { calculateScaledSize, isAcceptedImage } from '@/shared/lib/image'
import { assetAnswer } from './fixtures'

describe('wallet rules', () => {
  it.each([
    [{ type: null, amount: '', pic: '' }, ['currency', 'amount', 'pic']],
    [{ type: 0, amount: '9.99', pic: 'x' }, ['amount']],
    [{ type: 1, amount: '10', pic: '' }, ['pic']],
    [{ type: 2, amount: '0.001', pic: 'x' }, []],
    [{ type: 3, amount: '0', pic: 'x' }, ['amount']],
  ] as const)('recharge %o fails %o', (form, failed) => {
    expect(validateRecharge(form, '10')).toEqual(failed)
  })

  const withdraw = (patch: Partial<WithdrawForm>): WithdrawForm => ({ ...emptyWithdrawForm, ...patch })
  it('withdraw: every bank field, the amount and the agreement have their own rule', () => {
    expect(validateWithdraw(withdraw({}), '10').map((p) => p.field)).toEqual([
      'bank_name',
      'bank_branch',
      'bank_account',
      'name',
      'idcard',
      'phone',
      'amount',
      'agreed',
    ])
    expect(validateWithdraw(withdraw({ tabType: 1, amount: '5', agreed: true }), '10')).toEqual([
      { field: 'coin_address' },
      { field: 'amount', below: 'minimum' },
    ])
  })

  it('bank and address forms', () => {
    expect(validateBankForm({ bank: 'K', branch: '', account: '1', name: '', idcard: '2', phone: ' ' })).toEqual([
      'branch',
      'name',
      'phone',
    ])
    expect(validateAddressForm({ currency: '', address: '', remark: '' })).toEqual(['currency', 'address'])
    expect(validateAddressForm({ currency: 'BTC', address: 'bc1', remark: '' })).toEqual([])
  })

  it('exchange: quote only for an amount above zero, submit only with a from amount above zero', () => {
    const form = { from: 'USDT', to: 'BTC', fromAmount: '0', toAmount: '', edited: 0 } as const
    expect(needsQuote(form)).toBe(false)
    expect(needsQuote({ ...form, fromAmount: '5' })).toBe(true)
    expect(needsQuote({ ...form, edited: 1, toAmount: '0.001' })).toBe(true)
    expect(canSubmitExchange(form)).toBe(false)
    expect(canSubmitExchange({ ...form, fromAmount: '0.01' })).toBe(true)
  })

  it('spot rows: USDT value is available + frozen, coins use the server conversion', () => {
    const rows = calculateSpotRows(assetAnswer.info)
    expect(rows.map((row) => [row.asset, row.value, row.rechargeType])).toEqual([
      ['USDT', '10011.5', 0],
      ['BTC', '793.21', 2],
      ['ETH', '5540.96', 3],
    ])
  })

  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1', 'ios'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126 Mobile Safari/537.36', 'android'],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/126 Safari/537.36', 'other'],
  ])('download for %s is %s', (ua, choice) => {
    expect(chooseDownload(ua)).toBe(choice)
  })
})

describe('image helper', () => {
  it.each([
    [{ name: 'proof.png', type: 'image/png' }, true],
    [{ name: 'proof.JPEG', type: 'image/jpeg' }, true],
    [{ name: 'proof.gif', type: 'image/gif' }, true],
    [{ name: 'notes.txt', type: 'text/plain' }, false],
    [{ name: 'fake.png', type: 'text/plain' }, false],
    [{ name: 'photo.webp', type: 'image/webp' }, false],
    [{ name: 'photo.bmp', type: 'image/png' }, false],
  ])('accepts %o: %s', (file, accepted) => {
    expect(isAcceptedImage(file)).toBe(accepted)
  })

  it.each([
    [1600, 1200, { width: 800, height: 600 }],
    [800, 3000, { width: 800, height: 3000 }],
    [390, 844, { width: 390, height: 844 }],
    [4033, 3025, { width: 800, height: 600 }],
    [10_000, 3, { width: 800, height: 1 }],
  ])('%i x %i is drawn at %o', (width, height, size) => {
    expect(calculateScaledSize(width, height)).toEqual(size)
    expect(calculateScaledSize(width, height).width).toBeLessThanOrEqual(800)
  })
})
