import { useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { LoadError, Loading } from '@/features/wallet'
import { paths } from '@/shared/lib/paths'
import { TopBar } from '@/shared/ui/TopBar'
import { clientServiceUrlAtom } from './atoms'
import { SupportInbox } from './components/SupportInbox'
import styles from './Support.module.css'

/**
 * /client_iframe: the operator's external service page (TERN_SUPPORT_URL; the CSP frames only its origin), or,
 * when none is configured, Tern's own support inbox.
 */
export function ClientIframeScreen() {
  const { t } = useLingui()
  const service = useAtomValue(clientServiceUrlAtom)
  const data = service.data
  const title = t`Online service`
  if (data === undefined) {
    return (
      <div>
        <TopBar title={title} backTo={paths.clientService} />
        {service.status === 'error' ? <LoadError error={service.error} /> : <Loading />}
      </div>
    )
  }
  if (data.url === '') {
    return (
      <div>
        <TopBar title={t`Support inbox`} backTo={paths.clientService} />
        <SupportInbox />
      </div>
    )
  }
  return (
    <div className={styles.framePage}>
      {data.show_header === 1 ? <TopBar title={title} backTo={paths.clientService} /> : null}
      <iframe className={styles.frame} src={data.url} title={title} referrerPolicy="no-referrer" />
    </div>
  )
}
