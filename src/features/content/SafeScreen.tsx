import { useLingui } from '@lingui/react/macro'
import { useAtom } from 'jotai'
import { paths } from '@/shared/lib/paths'
import { TopBar } from '@/shared/ui/TopBar'
import { contentItemFamily } from './atoms'
import { ContentItemView } from './components/ContentItemView'

/** /safe: the safety and risk notice (the newest type-5 item), shown directly. */
export function SafeScreen() {
  const { t } = useLingui()
  const [item, load] = useAtom(contentItemFamily({ type: 5 }))
  return (
    <div>
      <TopBar title={t`Safety`} backTo={paths.home} />
      <ContentItemView item={item} onRetry={() => load('refresh')} />
    </div>
  )
}
