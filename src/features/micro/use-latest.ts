import type { KlineLatest } from '@contract/market'
import { useRef } from 'react'

/** The product detail of `pid`; while another interval loads, the last one seen stays (the chart keeps its place). */
export function useLatestFor(pid: number, latest: KlineLatest | undefined): KlineLatest | undefined {
  const last = useRef<KlineLatest | undefined>(undefined)
  if (latest?.id === pid) last.current = latest
  return last.current?.id === pid ? last.current : undefined
}
