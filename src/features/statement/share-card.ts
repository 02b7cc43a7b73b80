// Draws the share card on a canvas (1080 x 1350, a 4:5 portrait most apps show whole) and encodes it as PNG. The
// texts arrive translated and formatted; the colours and the font are the app's own (theme.css), so a user who
// chose red for up sees their gain in red, and Thai or Chinese text uses the app's font stack.
import type { ShareCard } from './share-model'

export const CARD_WIDTH = 1080
export const CARD_HEIGHT = 1350

export interface CardTexts {
  /** "Long", "Short", "Up" or "Down". */
  side: string
  /** "50x" or "60 s". */
  detail: string
  entryLabel: string
  exitLabel: string
  pnlLabel: string
  entry: string
  exit: string
  /** "+12.34%". */
  pnl: string
  date: string
}

interface Palette {
  bg: string
  surface: string
  text: string
  muted: string
  accent: string
  up: string
  down: string
  font: string
}

function palette(): Palette {
  const style = getComputedStyle(document.documentElement)
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback
  return {
    bg: read('--bg', '#0b0f14'),
    surface: read('--surface-2', '#1a2230'),
    text: read('--text', '#e8edf3'),
    muted: read('--text-2', '#9aa6b6'),
    accent: read('--accent', '#16c784'),
    up: read('--up', '#16c784'),
    down: read('--down', '#ea3943'),
    font: getComputedStyle(document.body).fontFamily || 'system-ui, sans-serif',
  }
}

/** Shrinks the font until the text fits the width (long product names, long translations). */
function fitText(
  ctx: CanvasRenderingContext2D,
  text: string,
  weight: number,
  size: number,
  font: string,
  width: number,
) {
  let current = size
  ctx.font = `${weight} ${current}px ${font}`
  while (current > 20 && ctx.measureText(text).width > width) {
    current -= 4
    ctx.font = `${weight} ${current}px ${font}`
  }
}

function drawFigure(ctx: CanvasRenderingContext2D, p: Palette, label: string, value: string, y: number) {
  ctx.textAlign = 'left'
  ctx.fillStyle = p.muted
  fitText(ctx, label, 500, 40, p.font, 440)
  ctx.fillText(label, 120, y)
  ctx.textAlign = 'right'
  ctx.fillStyle = p.text
  fitText(ctx, value, 600, 52, p.font, 480)
  ctx.fillText(value, CARD_WIDTH - 120, y)
}

/** Paints the card; the PnL in the up or down colour, with ▲ or ▼ so that it never rests on colour alone. */
export function drawShareCard(canvas: HTMLCanvasElement, card: ShareCard, texts: CardTexts): void {
  canvas.width = CARD_WIDTH
  canvas.height = CARD_HEIGHT
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('No 2D canvas')
  const p = palette()
  const gain = card.pnlPercent.startsWith('+')
  const loss = card.pnlPercent.startsWith('-')
  const tone = gain ? p.up : loss ? p.down : p.muted
  ctx.fillStyle = p.bg
  ctx.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT)
  ctx.fillStyle = p.surface
  ctx.beginPath()
  ctx.roundRect(60, 60, CARD_WIDTH - 120, CARD_HEIGHT - 120, 48)
  ctx.fill()
  ctx.textBaseline = 'alphabetic'
  ctx.textAlign = 'left'
  ctx.fillStyle = p.accent
  ctx.font = `700 48px ${p.font}`
  ctx.fillText('Tern', 120, 180)
  ctx.fillStyle = p.text
  fitText(ctx, card.product, 700, 88, p.font, CARD_WIDTH - 240)
  ctx.fillText(card.product, 120, 330)
  const badge = `${texts.side} · ${texts.detail}`
  ctx.fillStyle = card.side === 'long' || card.side === 'up' ? p.up : p.down
  fitText(ctx, badge, 600, 52, p.font, CARD_WIDTH - 240)
  ctx.fillText(badge, 120, 420)
  ctx.fillStyle = p.muted
  fitText(ctx, texts.pnlLabel, 500, 44, p.font, CARD_WIDTH - 240)
  ctx.fillText(texts.pnlLabel, 120, 560)
  ctx.fillStyle = tone
  const pnl = `${gain ? '▲ ' : loss ? '▼ ' : ''}${texts.pnl}`
  fitText(ctx, pnl, 800, 180, p.font, CARD_WIDTH - 240)
  ctx.fillText(pnl, 120, 740)
  drawFigure(ctx, p, texts.entryLabel, texts.entry, 920)
  drawFigure(ctx, p, texts.exitLabel, texts.exit, 1020)
  ctx.textAlign = 'left'
  ctx.fillStyle = p.muted
  ctx.font = `500 36px ${p.font}`
  ctx.fillText(texts.date, 120, CARD_HEIGHT - 140)
}

/** The card as a PNG file. */
export function renderCardPng(card: ShareCard, texts: CardTexts): Promise<Blob> {
  const canvas = document.createElement('canvas')
  drawShareCard(canvas, card, texts)
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The card could not be encoded'))), 'image/png')
  })
}
