import type { ContentType } from '@contract/api'
import { useLingui } from '@lingui/react/macro'
import { useAtom } from 'jotai'
import { useParams } from 'wouter'
import { TopBar } from '@/shared/ui/TopBar'
import { contentItemFamily } from './atoms'
import { ContentItemView } from './components/ContentItemView'
import { Unavailable } from './components/Unavailable'
import { contentTypeBackPath, contentTypeTitles, parseContentType } from './model'

/** /content_type/{type}: the newest item of a type, e.g. the user (2) or withdrawal (7) agreement. */
export function ContentTypeScreen() {
  const type = parseContentType(useParams<{ type: string }>().type)
  return type === null ? <Unavailable /> : <ContentOfType type={type} />
}

function ContentOfType({ type }: { type: ContentType }) {
  const { i18n } = useLingui()
  const [item, load] = useAtom(contentItemFamily({ type }))
  return (
    <div>
      <TopBar title={i18n._(contentTypeTitles[type])} backTo={contentTypeBackPath(type)} />
      <ContentItemView item={item} onRetry={() => load('refresh')} />
    </div>
  )
}
