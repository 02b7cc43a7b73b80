import type { FeedOverview, FeedProductView, FeedVenueView } from '@contract/console-data'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue, useSetAtom } from 'jotai'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { formatDateTime, formatNumber } from '@/shared/lib/format'
import { Button } from '@/shared/ui/Button'
import { StatusBadge } from '@/shared/ui/StatusBadge'
import { type Column, DataTable } from '../components/DataTable'
import { failureText } from '../console-action'
import { feedAtom, saveFeedRouteAtom } from '../feed-atoms'
import styles from '../Screens.module.css'

/** An age in the language's own short units: "4 sec", "3 min", "2 hr". */
function formatAge(ms: number, locale: string): string {
  const seconds = Math.floor(ms / 1000)
  const [value, unit] =
    seconds < 60
      ? [seconds, 'second']
      : seconds < 3600
        ? [Math.floor(seconds / 60), 'minute']
        : [Math.floor(seconds / 3600), 'hour']
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(value)
}

function Age({ ms }: { ms: number | null }) {
  const { t, i18n } = useLingui()
  if (ms === null)
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{t`none yet`}</span>
      </>
    )
  return <>{formatAge(ms, i18n.locale)}</>
}

/** /console/feed: where every product's prices come from, each venue's connection, and the routes editor. */
export function FeedScreen() {
  const { t } = useLingui()
  const feed = useAtomValue(feedAtom)
  const [editing, setEditing] = useState<number | null>(null)
  const [saved, setSaved] = useState<string | null>(null)
  if (!feed.data)
    return feed.status === 'error' ? <p className={styles.error}>{t`The feed could not be loaded`}</p> : null
  const data = feed.data
  const edited = data.products.find((p) => p.pid === editing)
  const close = (pid: number, text?: string) => {
    setEditing(null)
    if (text) setSaved(text)
    // Back to the row's Edit button, where the operator was.
    requestAnimationFrame(() => document.getElementById(`feed-edit-${pid}`)?.focus())
  }
  const productColumns: readonly Column<FeedProductView>[] = [
    {
      key: 'product',
      header: <Trans>Product</Trans>,
      cell: (p) => (
        <>
          <div>{p.name || p.code}</div>
          <div className={styles.muted}>{p.code}</div>
        </>
      ),
    },
    {
      key: 'source',
      header: <Trans>Prices from</Trans>,
      cell: (p) => (p.source === 'simulator' ? t`Simulator` : p.source || <Age ms={null} />),
    },
    { key: 'status', header: <Trans>Status</Trans>, cell: (p) => <ProductStatus product={p} /> },
    { key: 'tick', header: <Trans>Last tick</Trans>, numeric: true, cell: (p) => <Age ms={p.last_tick_age_ms} /> },
    {
      key: 'routes',
      header: <Trans>Sources (primary, secondary)</Trans>,
      cell: (p) => (
        <div className={styles.sources}>
          <div>
            <div>{p.primary || t`none`}</div>
            {p.secondary ? <div className={styles.muted}>{p.secondary}</div> : null}
          </div>
          <Button
            id={`feed-edit-${p.pid}`}
            variant="secondary"
            className={styles.fixed}
            aria-label={t`Edit the sources of ${p.name || p.code}`}
            aria-expanded={editing === p.pid}
            aria-controls={editing === p.pid ? 'feed-route-editor' : undefined}
            onClick={() => {
              setSaved(null)
              setEditing(p.pid)
            }}
          >
            <Trans>Edit</Trans>
          </Button>
        </div>
      ),
    },
  ]
  return (
    <section className={styles.screen} aria-labelledby="feed-heading">
      <h1 id="feed-heading" className={styles.heading}>
        <Trans context="console section: where prices come from">Feed</Trans>
      </h1>
      <Published data={data} />
      <h2 className={styles.subheading}>
        <Trans>Venues</Trans>
      </h2>
      <VenueTable venues={data.venues} />
      <h2 className={styles.subheading}>
        <Trans>Products</Trans>
      </h2>
      <p className={styles.muted}>
        <Trans>
          A source is venue:SYMBOL, e.g. binance:BTCUSDT or okx:BTC-USDT. The engine applies a change within seconds,
          without a restart; a product whose venues are not switched on stays on the simulator.
        </Trans>
      </p>
      {edited ? <RouteEditor key={edited.pid} product={edited} onClose={(text) => close(edited.pid, text)} /> : null}
      {saved ? (
        <p className={styles.ok} role="status">
          {saved}
        </p>
      ) : null}
      <DataTable
        label={t`Products and their sources`}
        columns={productColumns}
        rows={data.products}
        rowKey={(p) => p.pid}
      />
    </section>
  )
}

function Published({ data }: { data: FeedOverview }) {
  const { t } = useLingui()
  const venues = data.sources.join(', ')
  return (
    <p className={styles.muted}>
      {data.published_at === null
        ? t`No engine has reported the feed yet.`
        : t`Reported by the engine at ${formatDateTime(data.published_at)}.`}{' '}
      {data.sources.length === 0 ? t`Venues switched on: none (simulator).` : t`Venues switched on: ${venues}.`}
    </p>
  )
}

function VenueTable({ venues }: { venues: readonly FeedVenueView[] }) {
  const { t } = useLingui()
  const columns: readonly Column<FeedVenueView>[] = [
    { key: 'venue', header: <Trans>Venue</Trans>, cell: (v) => v.title },
    {
      key: 'connected',
      header: <Trans>Connection</Trans>,
      cell: (v) => (
        <span className={v.connected ? styles.ok : styles.bad}>{v.connected ? t`Connected` : t`Not connected`}</span>
      ),
    },
    {
      key: 'message',
      header: <Trans>Last message</Trans>,
      numeric: true,
      cell: (v) => <Age ms={v.last_message_age_ms} />,
    },
    { key: 'reconnects', header: <Trans>Reconnects</Trans>, numeric: true, cell: (v) => formatNumber(v.reconnects) },
    {
      key: 'backfilled',
      header: <Trans>Gaps backfilled (bars)</Trans>,
      numeric: true,
      cell: (v) => formatNumber(v.backfilled_bars),
    },
    { key: 'trades', header: <Trans>Trades</Trans>, numeric: true, cell: (v) => formatNumber(v.trades) },
  ]
  return (
    <DataTable
      label={t`Venues`}
      columns={columns}
      rows={venues}
      rowKey={(v) => v.venue}
      empty={t`No venue is switched on (TERN_FEED): the simulator prices every product.`}
    />
  )
}

function ProductStatus({ product }: { product: FeedProductView }) {
  const { t } = useLingui()
  if (product.status === null) return <Age ms={null} />
  if (product.status === 'simulated') return <>{t`Simulated`}</>
  return <StatusBadge status={product.status} t={product.t} showLive />
}

/** A product's two sources, edited above the table (a form in a table cell would not fit a phone), with a reason. */
function RouteEditor({ product, onClose }: { product: FeedProductView; onClose: (saved?: string) => void }) {
  const { t } = useLingui()
  const id = useId()
  const busy = useAtomValue(saveFeedRouteAtom)
  const save = useSetAtom(saveFeedRouteAtom)
  const [primary, setPrimary] = useState(product.primary)
  const [secondary, setSecondary] = useState(product.secondary)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const first = useRef<HTMLInputElement>(null)
  useEffect(() => first.current?.focus(), [])
  const name = product.name || product.code

  async function submit(event: FormEvent) {
    event.preventDefault()
    const outcome = await save({
      pid: product.pid,
      primary: primary.trim(),
      secondary: secondary.trim(),
      reason: reason.trim(),
    })
    if (outcome === null) return
    if (outcome.ok) onClose(t`Saved: ${name} takes its prices from the new sources within seconds.`)
    else setError(failureText(outcome.failure, t`The change could not be saved`))
  }

  return (
    <form id="feed-route-editor" className={styles.card} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.subheading}>
        {t`Sources of ${name}`}
      </h3>
      <label className={styles.label} htmlFor={`${id}-primary`}>
        <Trans>Primary source</Trans>
      </label>
      <input
        ref={first}
        id={`${id}-primary`}
        className={styles.input}
        value={primary}
        placeholder="binance:BTCUSDT"
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setPrimary(event.target.value)}
      />
      <label className={styles.label} htmlFor={`${id}-secondary`}>
        <Trans>Secondary source (optional)</Trans>
      </label>
      <input
        id={`${id}-secondary`}
        className={styles.input}
        value={secondary}
        placeholder="okx:BTC-USDT"
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setSecondary(event.target.value)}
      />
      <label className={styles.label} htmlFor={`${id}-reason`}>
        <Trans>Reason (audit log)</Trans>
      </label>
      <input
        id={`${id}-reason`}
        className={styles.input}
        value={reason}
        maxLength={500}
        onChange={(event) => setReason(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.row}>
        <Button type="submit" busy={busy} disabled={busy} className={styles.fixed}>
          <Trans>Save</Trans>
        </Button>
        <Button variant="secondary" className={styles.fixed} onClick={() => onClose()}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  )
}
