import { useLingui } from '@lingui/react/macro'
import { useParams } from 'wouter'
import { TopBar } from '@/shared/ui/TopBar'
import { ContentItemView } from './components/ContentItemView'
import { Unavailable } from './components/Unavailable'
import { articleBackPath, contentTypeTitles, parseContentId } from './model'
import { useContentItem } from './use-content-item'

/** /content/{id}: one article. */
export function ContentScreen() {
  const id = parseContentId(useParams<{ id: string }>().id)
  return id === null ? <Unavailable /> : <Article id={id} />
}

function Article({ id }: { id: number }) {
  const { i18n } = useLingui()
  const resource = useContentItem({ id })
  const type = resource.data?.type
  return (
    <div>
      <TopBar title={type === undefined ? '' : i18n._(contentTypeTitles[type])} backTo={articleBackPath(type)} />
      <ContentItemView resource={resource} />
    </div>
  )
}
