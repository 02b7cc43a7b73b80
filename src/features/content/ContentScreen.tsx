import { useLingui } from '@lingui/react/macro'
import { useAtom } from 'jotai'
import { useParams } from 'wouter'
import { TopBar } from '@/shared/ui/TopBar'
import { contentItemFamily } from './atoms'
import { ContentItemView } from './components/ContentItemView'
import { Unavailable } from './components/Unavailable'
import { articleBackPath, contentTypeTitles, parseContentId } from './model'

/** /content/{id}: one article. */
export function ContentScreen() {
  const id = parseContentId(useParams<{ id: string }>().id)
  return id === null ? <Unavailable /> : <Article id={id} />
}

function Article({ id }: { id: number }) {
  const { i18n } = useLingui()
  const [item, load] = useAtom(contentItemFamily({ id }))
  const type = item.data?.type
  return (
    <div>
      <TopBar title={type === undefined ? '' : i18n._(contentTypeTitles[type])} backTo={articleBackPath(type)} />
      <ContentItemView item={item} onRetry={() => load('refresh')} />
    </div>
  )
}
