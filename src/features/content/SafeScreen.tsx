import { useLingui } from '@lingui/react/macro'
import { paths } from '@/shared/lib/paths'
import { TopBar } from '@/shared/ui/TopBar'
import { ContentItemView } from './components/ContentItemView'
import { useContentItem } from './use-content-item'

const SAFETY_REQUEST = { type: 5 } as const

/** /safe: the safety and risk notice (the newest type-5 item), shown directly. */
export function SafeScreen() {
  const { t } = useLingui()
  const resource = useContentItem(SAFETY_REQUEST)
  return (
    <div>
      <TopBar title={t`Safety`} backTo={paths.home} />
      <ContentItemView resource={resource} />
    </div>
  )
}
