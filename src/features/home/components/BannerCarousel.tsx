import type { Banner } from '@contract/api'
import { useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { type PointerEvent, useEffect, useRef, useState } from 'react'
import { Link } from 'wouter'
import { BANNER_AUTO_ADVANCE_MS } from '@/shared/lib/constants'
import { bannersAtom, homeSnapshotAtom } from '../atoms'
import styles from './BannerCarousel.module.css'

const SWIPE_THRESHOLD_PX = 40
/** How long before a slide comes in by itself its image starts loading. */
const NEXT_IMAGE_AHEAD_MS = 1_500

/** `current` with `positions` added; `current` itself when it holds them already (no re-render). */
function including(current: ReadonlySet<number>, positions: readonly number[]): ReadonlySet<number> {
  return positions.every((position) => current.has(position)) ? current : new Set([...current, ...positions])
}

/** The user asked the system for less motion: the banners then change only when they swipe or tap a dot. */
const prefersLessMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true

/** The banners of this visit, or the last start's until the server answers; a skeleton of the same size before. */
export function BannerCarousel() {
  const { status, data } = useAtomValue(bannersAtom)
  const snapshot = useAtomValue(homeSnapshotAtom)
  const banners = data ?? snapshot?.banners ?? undefined
  if (banners === undefined) return status === 'error' ? null : <div className={styles.skeleton} aria-hidden="true" />
  return banners.length === 0 ? null : <Carousel banners={banners} />
}

function Carousel({ banners }: { banners: readonly Banner[] }) {
  const { t } = useLingui()
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  const [drag, setDrag] = useState(0)
  // The slides whose images may load: the first, each one shown, the next one shortly before it slides in, and all of
  // them once the user reaches for the carousel. A visit that never looks past the first loads one image.
  const [reach, setReach] = useState<ReadonlySet<number>>(() => new Set([0]))
  const allow = (positions: number[]) => setReach((current) => including(current, positions))
  const startX = useRef<number | null>(null)
  const count = banners.length
  const go = (next: number) => setIndex(((next % count) + count) % count)

  useEffect(() => {
    setReach((current) => including(current, [index]))
    if (count < 2 || prefersLessMotion()) return
    const timer = setTimeout(
      () => setReach((current) => including(current, [(index + 1) % count])),
      BANNER_AUTO_ADVANCE_MS - NEXT_IMAGE_AHEAD_MS,
    )
    return () => clearTimeout(timer)
  }, [index, count])
  const reachFor = () => allow(banners.map((_, position) => position))

  useEffect(() => {
    if (paused || count < 2 || prefersLessMotion()) return
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') setIndex((current) => (current + 1) % count)
    }, BANNER_AUTO_ADVANCE_MS)
    return () => clearInterval(timer)
  }, [paused, count])

  const onPointerDown = (event: PointerEvent) => {
    reachFor()
    startX.current = event.clientX
    setPaused(true)
  }
  const onPointerMove = (event: PointerEvent) => {
    if (startX.current !== null) setDrag(event.clientX - startX.current)
  }
  const onPointerEnd = () => {
    if (Math.abs(drag) > SWIPE_THRESHOLD_PX) go(index + (drag < 0 ? 1 : -1))
    startX.current = null
    setDrag(0)
    setPaused(false)
  }

  return (
    // Keyboard focus inside the carousel pauses it, so a focused banner link does not slide away (WCAG 2.2.2).
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t`Highlights`}
      onFocus={() => {
        reachFor()
        setPaused(true)
      }}
      onBlur={() => setPaused(false)}
      onPointerEnter={reachFor}
    >
      <div
        className={styles.viewport}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onPointerLeave={() => startX.current !== null && onPointerEnd()}
      >
        <div
          className={styles.track}
          style={{
            transform: `translateX(calc(${-index * 100}% + ${drag}px))`,
            transition: drag === 0 ? undefined : 'none',
          }}
        >
          {banners.map((banner, position) => (
            // A slide out of view is inert: hidden from assistive technology and its link out of the tab order.
            <div key={banner.id} className={styles.slide} inert={position !== index}>
              {reach.has(position) ? <BannerImage banner={banner} eager={position === 0} /> : null}
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <div className={styles.dots}>
          {banners.map((banner, position) => (
            <button
              key={banner.id}
              type="button"
              className={styles.dot}
              aria-current={position === index || undefined}
              aria-label={t`Show banner ${position + 1}`}
              onClick={() => go(position)}
            />
          ))}
        </div>
      ) : null}
    </section>
  )
}

function BannerImage({ banner, eager }: { banner: Banner; eager: boolean }) {
  const image = (
    <img
      src={banner.image}
      alt={banner.alt}
      className={styles.image}
      loading={eager ? 'eager' : 'lazy'}
      // The first banner is home's largest paint: it goes ahead of everything else the page still loads.
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      draggable={false}
    />
  )
  return banner.link ? (
    <Link href={banner.link} className={styles.link} draggable={false}>
      {image}
    </Link>
  ) : (
    image
  )
}
