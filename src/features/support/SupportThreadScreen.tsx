import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { useLocation, useParams } from 'wouter'
import { LoadError, Loading } from '@/features/wallet'
import { paths } from '@/shared/lib/paths'
import { TopBar } from '@/shared/ui/TopBar'
import {
  openSupportThreadAtom,
  replySupportThreadAtom,
  type SupportDraft,
  supportThreadFamily,
  supportUnreadAtom,
} from './atoms'
import { Composer } from './components/Composer'
import { MessageList } from './components/MessageList'
import styles from './Support.module.css'

/** /client_iframe/{id}: one conversation; /client_iframe/new: its first message. */
export function SupportThreadScreen() {
  const { thread } = useParams<{ thread: string }>()
  const id = Number(thread)
  return Number.isSafeInteger(id) && id > 0 ? <Conversation id={id} /> : <NewConversation />
}

function NewConversation() {
  const { t } = useLingui()
  const open = useSetAtom(openSupportThreadAtom)
  const [, navigate] = useLocation()
  async function send(draft: SupportDraft) {
    const id = await open(draft)
    if (id !== null) navigate(paths.supportThread(id), { replace: true })
    return id !== null
  }
  return (
    <div>
      <TopBar title={t`New conversation`} backTo={paths.clientIframe} />
      <div className={styles.page}>
        <p className={styles.intro}>
          <Trans>Tell us what happened. Please never send your password or a sign-in code.</Trans>
        </p>
        <Composer onSend={send} placeholder={t`How can we help?`} />
      </div>
    </div>
  )
}

function Conversation({ id }: { id: number }) {
  const { t } = useLingui()
  const detail = useAtomValue(supportThreadFamily(id))
  const reply = useSetAtom(replySupportThreadAtom)
  const refreshUnread = useSetAtom(supportUnreadAtom)
  const data = detail.data
  // Reading the conversation marked its answers read on the server.
  useEffect(() => {
    if (detail.updatedAt !== null) refreshUnread('refresh')
  }, [detail.updatedAt, refreshUnread])
  return (
    <div>
      <TopBar title={data?.thread.subject || t`Conversation`} backTo={paths.clientIframe} />
      {data === undefined && detail.status !== 'error' ? <Loading /> : null}
      {data === undefined ? <LoadError error={detail.error} /> : null}
      {data ? (
        <div className={styles.page}>
          <MessageList messages={data.messages} />
          {data.thread.status === 0 ? (
            <Composer
              onSend={async (draft) => (await reply({ ...draft, threadId: id })) === true}
              placeholder={t`Write a reply`}
            />
          ) : (
            <p className={styles.hint}>
              <Trans>This conversation is closed. Start a new one from the support inbox if you need more help.</Trans>
            </p>
          )}
        </div>
      ) : null}
    </div>
  )
}
