import { useLingui } from '@lingui/react/macro'
import { paths } from '@/shared/lib/paths'
import { TopBar } from '@/shared/ui/TopBar'
import { ContentList } from './components/ContentList'

/** /help: the help articles (type 4). */
export function HelpScreen() {
  const { t } = useLingui()
  return (
    <div>
      <TopBar title={t`Help`} backTo={paths.home} />
      <ContentList type={4} label={t`Help articles`} />
    </div>
  )
}
