import { describe, expect, it } from 'vitest'
import { idInput } from '../../contract/schemas/inputs'

describe('idInput', () => {
  it('takes a positive integer as a number or a string of at most 15 digits', () => {
    for (const [sent, id] of [
      [12, 12],
      ['12', 12],
      ['012', 12],
      ['999999999999999', 999_999_999_999_999],
      [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
    ] as const) {
      expect(idInput.parse(sent)).toBe(id)
    }
  })

  it('refuses 0, negatives, fractions, signs, spaces, long strings and non-numbers', () => {
    for (const sent of [0, '0', '000', -1, '-1', 1.5, '1.5', '+1', ' 1', '1e3', '0000000000000001', '', null, 'abc']) {
      expect(idInput.safeParse(sent).success, JSON.stringify(sent)).toBe(false)
    }
  })
})
