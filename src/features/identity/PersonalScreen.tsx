import type { UserInfo } from '@contract/api'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { userInfoAtom } from '@/features/account'
import { paths } from '@/shared/lib/paths'
import { TopBar } from '@/shared/ui/TopBar'
import { AdvancedVerifySheet } from './components/AdvancedVerifySheet'
import { BasicVerifySheet } from './components/BasicVerifySheet'
import { VerificationCard } from './components/VerificationCard'
import styles from './Identity.module.css'
import { type BasicField, basicFields } from './model'

/** /personal: the account, basic verification (details) and, once basic is verified, advanced verification. */
export function PersonalScreen() {
  const { t } = useLingui()
  const info = useAtomValue(userInfoAtom).data
  const [sheet, setSheet] = useState<'basic' | 'advanced' | null>(null)
  const close = () => setSheet(null)

  return (
    <div>
      <TopBar title={t`Personal center`} backTo={paths.home} />
      <div className={styles.page}>
        {info ? (
          <>
            <section className={`${styles.card} ${styles.account}`} aria-label={t`Account`}>
              <h2 className={styles.cardTitle}>{info.username}</h2>
              <span className={styles.hint}>
                <Trans>ID: {info.id}</Trans>
              </span>
            </section>
            <VerificationCard
              title={t`Basic verification`}
              status={info.basic_verify_status}
              reason={info.basic_verify_reason}
              onStart={() => setSheet('basic')}
            >
              <BasicDetails info={info} />
            </VerificationCard>
            {info.basic_verify_status === 2 ? (
              <VerificationCard
                title={t`Advanced verification`}
                status={info.rzstatus}
                reason={info.rz_reason}
                onStart={() => setSheet('advanced')}
              >
                <p className={styles.hint}>{t`Front, back and a photo of yourself holding your ID.`}</p>
              </VerificationCard>
            ) : (
              <p className={styles.hint}>{t`Advanced verification opens once basic verification is verified.`}</p>
            )}
            {sheet === 'basic' ? <BasicVerifySheet open onClose={close} initial={basicFormOf(info)} /> : null}
            {sheet === 'advanced' ? <AdvancedVerifySheet open onClose={close} /> : null}
          </>
        ) : (
          <p className={styles.hint} aria-busy="true">
            {t`Loading…`}
          </p>
        )}
      </div>
    </div>
  )
}

function basicFormOf(info: UserInfo): Record<BasicField, string> {
  return { country: info.country, realname: info.realname, idcard_num: info.idcard_num, address: info.address }
}

function BasicDetails({ info }: { info: UserInfo }) {
  const { t } = useLingui()
  const labels: Record<BasicField, string> = {
    country: t`Country or region`,
    realname: t`Real name`,
    idcard_num: t`ID number`,
    address: t`Address`,
  }
  if (basicFields.every((field) => info[field] === '')) {
    return <p className={styles.hint}>{t`Your country, real name, ID number and address.`}</p>
  }
  return (
    <dl className={styles.details}>
      {basicFields.map((field) => (
        <div key={field} style={{ display: 'contents' }}>
          <dt>{labels[field]}</dt>
          <dd>{info[field] || '—'}</dd>
        </div>
      ))}
    </dl>
  )
}
