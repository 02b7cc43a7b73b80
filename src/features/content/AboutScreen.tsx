import { useLingui } from '@lingui/react/macro'
import { paths } from '@/shared/lib/paths'
import { TopBar } from '@/shared/ui/TopBar'
import { ContentList } from './components/ContentList'
import { PricesKeyNote } from './components/PricesKeyNote'

/** /about: the about items (type 6); each article's back button returns here. */
export function AboutScreen() {
  const { t } = useLingui()
  return (
    <div>
      <TopBar title={t`About`} backTo={paths.home} />
      <ContentList type={6} label={t`About`} />
      <PricesKeyNote />
    </div>
  )
}
