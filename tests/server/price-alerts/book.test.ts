// The crossing rule and the in-memory index the engine checks every tick against.
import { describe, expect, it } from 'vitest'
import { AlertBook, type BookAlert, crosses } from '../../../server/features/price-alerts/book'

const alert = (id: number, direction: 'above' | 'below', target: number, watchT = 0): BookAlert => ({
  id,
  userId: 1,
  productId: 12,
  direction,
  target,
  watchT,
})
const ids = (list: readonly BookAlert[]) => list.map((a) => a.id).sort((a, b) => a - b)

describe('crossing rule', () => {
  it.each([
    ['above', 100, 99, false],
    ['above', 100, 100, true],
    ['above', 100, 101, true],
    ['below', 100, 101, false],
    ['below', 100, 100, true],
    ['below', 100, 99, true],
  ] as const)('%s %i at price %i fires: %s', (direction, target, price, fires) => {
    expect(crosses(direction, target, price)).toBe(fires)
  })
})

describe('alert book', () => {
  it('fires an above alert at an equal price and a below alert at an equal price, once', () => {
    const book = new AlertBook()
    book.load([alert(1, 'above', 100), alert(2, 'below', 90)])
    expect(ids(book.crossed(12, 10, 99))).toEqual([])
    expect(ids(book.crossed(12, 11, 100))).toEqual([1])
    expect(ids(book.crossed(12, 12, 100))).toEqual([])
    expect(ids(book.crossed(12, 13, 90))).toEqual([2])
    expect(book.size).toBe(0)
  })

  it('fires every alert a gap passes over and none beyond it', () => {
    const book = new AlertBook()
    book.load([101, 105, 110, 120, 130].map((target, i) => alert(i + 1, 'above', target)))
    book.load([95, 90, 80].map((target, i) => alert(i + 10, 'below', target)))
    expect(ids(book.crossed(12, 1, 115))).toEqual([1, 2, 3])
    expect(ids(book.crossed(12, 2, 85))).toEqual([10, 11])
    expect(ids(book.crossed(12, 3, 200))).toEqual([4, 5])
    expect(book.size).toBe(1)
  })

  it('does not fire an alert on a tick at or before the tick it was set against', () => {
    const book = new AlertBook()
    book.load([alert(1, 'above', 100, 50), alert(2, 'above', 100, 10)])
    expect(ids(book.crossed(12, 50, 120))).toEqual([2])
    expect(ids(book.crossed(12, 51, 120))).toEqual([1])
  })

  it('keeps targets sorted through adds and removes, and ignores other products', () => {
    const book = new AlertBook()
    for (const [id, target] of [
      [1, 130],
      [2, 110],
      [3, 120],
      [4, 110],
    ] as const)
      book.add(alert(id, 'above', target))
    book.remove(4)
    book.remove(99)
    expect(book.bounds(12)).toEqual({ low: null, high: 110, since: 0 })
    expect(book.crossed(13, 1, 1000)).toEqual([])
    expect(ids(book.crossed(12, 1, 125))).toEqual([2, 3])
    expect(book.has(1)).toBe(true)
    expect(book.has(4)).toBe(false)
  })
})
