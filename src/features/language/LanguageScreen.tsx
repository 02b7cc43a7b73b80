import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useLocation } from 'wouter'
import {
  activateLanguage,
  type LanguageCode,
  nativeLanguageName,
  selectableLanguages,
  toBcp47,
  useLanguage,
} from '@/shared/i18n'
import { paths } from '@/shared/lib/paths'
import { Icon } from '@/shared/ui/Icon'
import { TopBar } from '@/shared/ui/TopBar'
import { DisplaySettings } from './DisplaySettings'
import styles from './LanguageScreen.module.css'
import { OrderReviewSettings } from './OrderReviewSettings'

export function LanguageScreen() {
  const { t } = useLingui()
  const current = useLanguage()
  const [, navigate] = useLocation()
  const [pending, setPending] = useState<LanguageCode | null>(null)

  async function choose(code: LanguageCode) {
    setPending(code)
    try {
      await activateLanguage(code)
      navigate(paths.home)
    } catch (error) {
      console.warn('language catalog failed to load', error)
      setPending(null)
    }
  }

  return (
    <div>
      <TopBar title={t`Language and display`} backTo={paths.home} />
      <h2 className={styles.heading}>
        <Trans>Language</Trans>
      </h2>
      <ul className={styles.list} aria-label={t`Language`}>
        {selectableLanguages.map((code) => {
          const selected = code === current
          return (
            <li key={code}>
              <button
                type="button"
                className={styles.row}
                lang={toBcp47(code)}
                aria-current={selected || undefined}
                aria-busy={pending === code || undefined}
                onClick={() => void choose(code)}
              >
                <span>{nativeLanguageName(code)}</span>
                {selected ? <Icon name="check" className={styles.check} /> : null}
              </button>
            </li>
          )
        })}
      </ul>
      <DisplaySettings />
      <OrderReviewSettings />
    </div>
  )
}
