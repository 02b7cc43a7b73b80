import { useLingui as useLinguiCore } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSetAtom } from 'jotai'
import { useEffect, useMemo, useState } from 'react'
import { decimalsOf } from '@/shared/lib/decimal'
import { formatDateTime, formatNumber, formatPercent } from '@/shared/lib/format'
import { useObjectUrl } from '@/shared/lib/use-object-url'
import { Button } from '@/shared/ui/Button'
import { Dialog } from '@/shared/ui/Dialog'
import { showToastAtom } from '@/shared/ui/toast'
import { contractSideLabels, microDirectionLabels } from '../labels'
import styles from '../Statement.module.css'
import { canShareFile, shareOrSave } from '../save-file'
import { type CardTexts, renderCardPng } from '../share-card'
import type { ShareCard } from '../share-model'

function useCardTexts(card: ShareCard): CardTexts {
  const { t, i18n } = useLingui()
  const { _ } = useLinguiCore()
  const sideLabel = {
    long: contractSideLabels[0],
    short: contractSideLabels[1],
    up: microDirectionLabels[0],
    down: microDirectionLabels[1],
  }[card.side]
  const price = (value: string) => formatNumber(value, { decimals: decimalsOf(value), locale: i18n.locale })
  const seconds = card.seconds ?? 0
  return {
    side: _(sideLabel),
    detail: card.leverage === null ? t`${seconds} s` : `${card.leverage}x`,
    entryLabel: t`Entry price`,
    exitLabel: card.leverage === null ? t`Settlement price` : t`Exit price`,
    pnlLabel: card.leverage === null ? t`Return on stake` : t`Return on margin`,
    entry: price(card.entry),
    exit: price(card.exit),
    pnl: formatPercent(Number(card.pnlPercent), { locale: i18n.locale }),
    date: formatDateTime(card.closedAt, i18n.locale),
  }
}

const fileName = (card: ShareCard) =>
  `tern-${card.product.replace(/[^A-Za-z0-9]+/g, '-')}-${card.closedAt.slice(0, 10)}.png`

/** The card's preview, and Share (the system sheet) or Download where the browser cannot share files. */
export function ShareCardDialog({ card, onClose }: { card: ShareCard; onClose: () => void }) {
  const { t } = useLingui()
  const texts = useCardTexts(card)
  const toast = useSetAtom(showToastAtom)
  const [png, setPng] = useState<Blob | null>(null)
  const [failed, setFailed] = useState(false)
  // The row passes a new card object on every render: the drawing follows its content.
  const key = JSON.stringify([card, texts])
  // biome-ignore lint/correctness/useExhaustiveDependencies: redrawn when the card's content or texts (the key) change
  useEffect(() => {
    let live = true
    renderCardPng(card, texts).then(
      (blob) => live && setPng(blob),
      () => live && setFailed(true),
    )
    return () => {
      live = false
    }
  }, [key])
  const url = useObjectUrl(png ?? undefined)
  const name = fileName(card)
  const shareable = useMemo(() => png !== null && canShareFile(new File([png], name, { type: png.type })), [png, name])
  const hand = async () => {
    if (!png) return
    const outcome = await shareOrSave(png, name, t`My result on Tern`)
    if (outcome === 'downloaded') toast({ kind: 'success', text: t`Saved ${name}` })
    if (outcome !== 'cancelled') onClose()
  }
  return (
    <Dialog
      open
      onClose={onClose}
      title={t`Share result`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
          <Button disabled={png === null} onClick={() => void hand()} data-testid="share-card-go">
            {shareable ? <Trans>Share</Trans> : <Trans>Download</Trans>}
          </Button>
        </>
      }
    >
      {failed ? (
        <p className={styles.hint} role="alert">
          <Trans>The card could not be drawn on this device.</Trans>
        </p>
      ) : url ? (
        <img className={styles.preview} src={url} alt={`${card.product} ${texts.side} ${texts.detail} ${texts.pnl}`} />
      ) : (
        <p className={styles.hint} aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      )}
    </Dialog>
  )
}
