import { klineIntervals } from '@contract/market'
import { describe, expect, it } from 'vitest'
import { intervalLabel } from '@/features/micro/model'

const labels = (locale: string) => klineIntervals.map((interval) => intervalLabel(interval, locale))

describe('chart interval labels', () => {
  it('are written in the reader’s language', () => {
    expect(labels('en')).toEqual(['1m', '5m', '15m', '30m', '1h', '1d'])
    expect(labels('zh-Hans')).toEqual(['1分钟', '5分钟', '15分钟', '30分钟', '1小时', '1天'])
    expect(labels('ko')).toEqual(['1분', '5분', '15분', '30분', '1시간', '1일'])
    expect(labels('th')[0]).toContain('นาที')
    expect(labels('vi')[4]).toContain('giờ')
  })
})
