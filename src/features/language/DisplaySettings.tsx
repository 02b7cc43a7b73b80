// Up and down for every eye: which colour means up (the language's custom until the user chooses) and ▲ ▼ beside
// the colours. Each change is applied at once (no reload) and stored beside the language.
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue, useSetAtom } from 'jotai'
import { changeDisplayAtom, displayAtom, type UpColor, upColorAtom } from '@/shared/display'
import { FeelSettings } from './FeelSettings'
import styles from './LanguageScreen.module.css'

export function DisplaySettings() {
  const { t } = useLingui()
  const prefs = useAtomValue(displayAtom)
  const upColor = useAtomValue(upColorAtom)
  const change = useSetAtom(changeDisplayAtom)
  const options: { value: UpColor; label: string }[] = [
    { value: 'green', label: t`Green up, red down` },
    { value: 'red', label: t`Red up, green down` },
  ]

  return (
    <section aria-labelledby="display-heading">
      <h2 id="display-heading" className={styles.heading}>
        <Trans>Display</Trans>
      </h2>
      <fieldset className={styles.list}>
        <legend className={styles.legend}>
          <Trans>Up and down colours</Trans>
        </legend>
        {options.map((option) => (
          <label key={option.value} className={styles.row}>
            <span>
              {option.label}
              <span className={styles.sample} aria-hidden="true">
                <span data-colour={option.value === 'green' ? 'green' : 'red'}>▲</span>
                <span data-colour={option.value === 'green' ? 'red' : 'green'}>▼</span>
              </span>
            </span>
            <input
              type="radio"
              name="up-colour"
              value={option.value}
              checked={upColor === option.value}
              onChange={() => change({ upColor: option.value })}
            />
          </label>
        ))}
      </fieldset>
      <div className={styles.list}>
        <label className={styles.row}>
          <span>
            <Trans>Shapes beside colours</Trans>
            <small className={styles.hint}>
              <Trans>▲ for up and ▼ for down on prices, changes, profits and order buttons</Trans>
            </small>
          </span>
          <input
            type="checkbox"
            role="switch"
            aria-checked={prefs.shapes}
            checked={prefs.shapes}
            onChange={(event) => change({ shapes: event.target.checked })}
          />
        </label>
      </div>
      <FeelSettings />
    </section>
  )
}
