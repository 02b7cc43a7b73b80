import { describe, expect, it } from 'vitest'
import { formatTickTime } from '@/features/micro/components/TickLine'
import { dateTimeFormat, formatDateTime, formatTimeOfDay } from '@/shared/lib/format'

// 2026-03-02 (Gregorian) is 2569 in the Buddhist calendar, Thai's default.
const day = Date.UTC(2026, 2, 2, 9, 30)

describe('one calendar for every language', () => {
  it.each(['th', 'en', 'ja', 'zh-Hant', 'de'])('%s dates carry the Gregorian year, as the chart does', (locale) => {
    expect(formatDateTime(day, locale)).toContain('2026')
    expect(formatDateTime(day, locale)).not.toContain('2569')
    expect(dateTimeFormat(locale, { dateStyle: 'long' }).format(day)).toContain('2026')
  })

  it('gives Thai short dates the Gregorian two-digit year (26, not the Buddhist 69)', () => {
    expect(formatTimeOfDay(new Date(day), 'th')).toMatch(/\/26 /)
  })

  it('names the calendar it formats with', () => {
    expect(dateTimeFormat('th', { dateStyle: 'long' }).resolvedOptions().calendar).toBe('gregory')
    expect(formatTickTime(day, 'th')).toMatch(/^\d\d\/\d\d/)
  })
})
