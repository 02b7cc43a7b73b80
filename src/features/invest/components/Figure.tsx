import type { ReactNode } from 'react'
import styles from './Invest.module.css'

/** A labelled figure of a summary card. */
export function Figure({ label, children, big = false }: { label: string; children: ReactNode; big?: boolean }) {
  return (
    <div className={`${styles.figure} ${big ? styles.summaryMain : ''}`}>
      <span className={styles.figureLabel}>{label}</span>
      <span className={`${styles.figureValue} ${big ? styles.big : ''}`}>{children}</span>
    </div>
  )
}

/** One term of a product or order: a label over its value (rendered inside a <dl>). */
export function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}
