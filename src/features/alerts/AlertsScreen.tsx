import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { DemoAccountNote } from '@/features/account'
import { paths } from '@/shared/lib/paths'
import { Tabs } from '@/shared/ui/Tabs'
import { TopBar } from '@/shared/ui/TopBar'
import { alertsTabs } from './components/alert-tabs'

export function AlertsScreen() {
  const { t, i18n } = useLingui()
  const [active, setActive] = useState(alertsTabs[0]?.key ?? '')
  const tab = alertsTabs.find((item) => item.key === active) ?? alertsTabs[0]
  const items = alertsTabs.map((item) => ({ key: item.key, label: i18n._(item.label) }))
  return (
    <div>
      <TopBar title={t`Alerts`} backTo={paths.home} />
      <DemoAccountNote />
      <Tabs items={items} value={active} onChange={setActive} label={t`Alerts`} />
      {tab ? <tab.Component /> : null}
    </div>
  )
}
