import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { StatementLink } from '@/features/statement'
import { LiabilitiesCheck } from '@/features/verify'
import { LoadError } from '@/features/wallet'
import { useOnline } from '@/shared/ui/NeedsNetwork'
import { PullToRefresh } from '@/shared/ui/PullToRefresh'
import { Tabs } from '@/shared/ui/Tabs'
import { TopBar } from '@/shared/ui/TopBar'
import styles from './AssetScreen.module.css'
import { assetAtom, debugModeAtom } from './atoms'
import { AssetSummary } from './components/AssetSummary'
import { ContractAccount } from './components/ContractAccount'
import { DebugPanel } from './components/DebugPanel'
import { FrozenFunds } from './components/FrozenFunds'
import { SpotAccount } from './components/SpotAccount'

type AccountTab = 'spot' | 'contract'

export function AssetScreen() {
  const { t } = useLingui()
  const asset = useAtomValue(assetAtom)
  const debug = useAtomValue(debugModeAtom)
  const [tab, setTab] = useState<AccountTab>('spot')
  const info = asset.data?.info
  const online = useOnline()
  return (
    <PullToRefresh resources={[assetAtom]}>
      <TopBar title={t`Assets`} end={<StatementLink />} />
      <AssetSummary info={info} />
      <FrozenFunds info={info} />
      {asset.status === 'error' ? <LoadError error={asset.error} /> : null}
      <div className={styles.tabs}>
        <Tabs
          items={[
            { key: 'spot', label: t`Spot account` },
            { key: 'contract', label: t`Contract account` },
          ]}
          value={tab}
          onChange={setTab}
          label={t`Accounts`}
        />
      </div>
      {tab === 'spot' ? <SpotAccount info={info} /> : <ContractAccount answer={asset.data} />}
      <LiabilitiesCheck />
      {debug ? <DebugPanel /> : null}
      {info === undefined && asset.status !== 'error' && online ? (
        <p className={styles.loading} aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      ) : null}
    </PullToRefresh>
  )
}
