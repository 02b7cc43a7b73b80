import { describe, expect, it } from 'vitest'
import { amountInputProblem, groupsWithCommaIn, readAmountInput } from '@/shared/lib/amount-input'

describe('the amount input rule', () => {
  it.each([
    // typed, decimals, shown, problem
    ['1.5', 6, '1.5', null],
    ['1,5', 6, '1.5', null],
    ['１.５', 6, '1.5', null],
    ['１．５', 6, '1.5', null],
    ['１，５', 6, '1.5', null],
    ['1。5', 6, '1.5', null],
    ['๑.๕', 6, '1.5', null],
    ['1 000.50', 6, '1000.50', null],
    ['1\u202f000,50', 6, '1000.50', null],
    ['1,000.50', 6, '1000.50', null],
    ['1.000,50', 6, '1000.50', null],
    ['1,000,000', 0, '1000000', null],
    ['1,000', 0, '1000', null],
    ['0,015', 8, '0.015', null],
    ['5.', 6, '5.', null],
    ['.5', 6, '0.5', null],
    ['007', 0, '7', null],
    ['', 0, '', null],
    ['1.5', 0, '1.5', 'whole_only'],
    ['1,5', 0, '1.5', 'whole_only'],
    ['１.５', 0, '1.5', 'whole_only'],
    ['150.', 0, '150.', 'whole_only'],
    ['1 000.50', 0, '1000.50', 'whole_only'],
    ['1.234', 2, '1.234', 'too_many_decimals'],
    ['0.0000001', 6, '0.0000001', 'too_many_decimals'],
    ['12a', 6, '12a', 'not_a_number'],
    ['abc', 0, 'abc', 'not_a_number'],
    ['-5', 6, '-5', 'not_a_number'],
    ['1e3', 6, '1e3', 'not_a_number'],
    ['.', 6, '.', 'not_a_number'],
    ['1.2.3', 6, '1.2.3', 'not_a_number'],
    ['1,00.5', 6, '1,00.5', 'not_a_number'],
    ['1.5,000', 6, '1.5,000', 'not_a_number'],
  ])('%j in a field of %i decimals shows %j (%s)', (typed, decimals, shown, problem) => {
    expect(readAmountInput(typed, { decimals })).toEqual({ text: shown, problem })
  })

  it('reads a single comma before three digits as a decimal comma where the language writes 1.000,5', () => {
    expect(readAmountInput('1,000', { decimals: 6, groupsWithComma: false })).toEqual({ text: '1.000', problem: null })
    expect(readAmountInput('1,000', { decimals: 0, groupsWithComma: false }).problem).toBe('whole_only')
  })

  it('never drops a typed character silently: typing 1, ., 5 into lots ends at 1.5 with a problem', () => {
    let text = ''
    const problems: Array<string | null> = []
    for (const key of ['1', '.', '5']) {
      const read = readAmountInput(text + key, { decimals: 0 })
      text = read.text
      problems.push(read.problem)
    }
    expect(text).toBe('1.5')
    expect(problems).toEqual([null, 'whole_only', 'whole_only'])
  })

  it('names the problem of a stored text', () => {
    expect(amountInputProblem('150.5', 0)).toBe('whole_only')
    expect(amountInputProblem('150', 0)).toBeNull()
  })

  it.each([
    ['en', true],
    ['th', true],
    ['de', false],
    ['fr', false],
  ])('%s groups thousands with a comma: %s', (locale, expected) => {
    expect(groupsWithCommaIn(locale)).toBe(expected)
  })
})
