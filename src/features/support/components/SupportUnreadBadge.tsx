import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { Badge } from '@/shared/ui/Badge'
import { supportUnreadAtom } from '../atoms'

/** Unread support answers, on the drawer's Contact support item. */
export function SupportUnreadBadge() {
  const { t } = useLingui()
  const count = useAtomValue(supportUnreadAtom).data?.count ?? 0
  return (
    <Badge
      count={count}
      label={t({
        message: plural(count, { one: '# unread answer from support', other: '# unread answers from support' }),
      })}
    />
  )
}
