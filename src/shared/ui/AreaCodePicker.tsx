import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { type CallingCode, filterCallingCodes, loadCallingCodes } from '@/shared/lib/calling-codes'
import { Icon } from '@/shared/ui/Icon'
import { Sheet } from '@/shared/ui/Sheet'
import styles from './AreaCodePicker.module.css'

interface AreaCodePickerProps {
  value: string
  onChange: (code: string) => void
}

export function AreaCodePicker({ value, onChange }: AreaCodePickerProps) {
  const { t, i18n } = useLingui()
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const [rows, setRows] = useState<CallingCode[] | null>(null)
  const locale = i18n.locale

  useEffect(() => {
    if (!open) return
    let cancelled = false
    loadCallingCodes(locale).then(
      (loaded) => {
        if (!cancelled) setRows(loaded)
      },
      (error: unknown) => console.warn('calling-code table failed to load', error),
    )
    return () => {
      cancelled = true
    }
  }, [open, locale])

  const close = () => {
    setOpen(false)
    setQuery('')
  }
  const visible = rows ? filterCallingCodes(rows, query, locale) : []

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-label={t`Area code +${value}`}
        onClick={() => setOpen(true)}
      >
        +{value}
        <Icon name="chevronDown" size={16} />
      </button>
      <Sheet open={open} onClose={close} label={t`Choose area code`}>
        <div className={styles.head}>
          <input
            type="search"
            className={styles.search}
            placeholder={t`Search country or code`}
            aria-label={t`Search country or code`}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <button type="button" className={styles.close} aria-label={t`Close`} onClick={close}>
            <Icon name="close" />
          </button>
        </div>
        <ul className={styles.list} aria-busy={rows === null}>
          {visible.map((row) => (
            <li key={row.region}>
              <button
                type="button"
                className={styles.row}
                aria-current={row.code === value || undefined}
                onClick={() => {
                  onChange(row.code)
                  close()
                }}
              >
                <span className={styles.flag} aria-hidden="true">
                  {row.flag}
                </span>
                <span className={styles.name}>{row.name}</span>
                <span className={styles.code}>+{row.code}</span>
              </button>
            </li>
          ))}
        </ul>
      </Sheet>
    </>
  )
}
