import type { AddBankRequest } from '@contract/schemas/bank'
import type { BankRecord } from '@contract/wallet'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { EmptyState, LoadError, Loading, walletStyles } from '@/features/wallet'
import { paths } from '@/shared/lib/paths'
import { Button } from '@/shared/ui/Button'
import { Dialog } from '@/shared/ui/Dialog'
import { Tabs } from '@/shared/ui/Tabs'
import { TopBar } from '@/shared/ui/TopBar'
import { showToastAtom } from '@/shared/ui/toast'
import { addBankRecordAtom, bankRecordsAtom, deleteBankRecordAtom, setAllowlistEntryAtom } from './atoms'
import styles from './Bank.module.css'
import { AddressForm } from './components/AddressForm'
import { BankCardForm } from './components/BankCardForm'
import { BankRecordItem } from './components/BankRecordItem'
import { toAddressRequest, toBankRequest } from './model'

type BankTab = 'bank' | 'address'

export function BankScreen() {
  const { t } = useLingui()
  const showToast = useSetAtom(showToastAtom)
  const records = useAtomValue(bankRecordsAtom)
  const [busy, addRecord] = useAtom(addBankRecordAtom)
  const deleteRecord = useSetAtom(deleteBankRecordAtom)
  const allowlist = useSetAtom(setAllowlistEntryAtom)
  const [tab, setTab] = useState<BankTab>('bank')
  const [adding, setAdding] = useState(false)
  const [deleting, setDeleting] = useState<BankRecord | null>(null)
  const shown = records.data?.filter((record) => record.type === (tab === 'bank' ? 0 : 1)) ?? []

  async function add(request: AddBankRequest) {
    const added = await addRecord(request)
    if (!added) return
    showToast({ kind: 'success', text: added.msg || t`Submitted for review` })
    setAdding(false)
  }

  async function confirmDelete() {
    if (!deleting) return
    const { id } = deleting
    setDeleting(null)
    try {
      const { msg } = await deleteRecord(id)
      showToast({ kind: 'success', text: msg || t`Deleted` })
    } catch {
      // The shell has shown the server's message.
    }
  }

  return (
    <div>
      <TopBar title={t`Bank cards and addresses`} backTo={paths.withdraw} />
      <div className={walletStyles.page}>
        <Tabs
          items={[
            { key: 'bank', label: t`Bank cards` },
            { key: 'address', label: t`Digital addresses` },
          ]}
          value={tab}
          onChange={(next) => {
            setTab(next)
            setAdding(false)
          }}
          label={t`Account types`}
        />
        {records.data === undefined && records.status !== 'error' ? <Loading /> : null}
        {records.data === undefined ? <LoadError error={records.error} /> : null}
        {records.data && shown.length === 0 && !adding ? (
          <EmptyState>
            {tab === 'bank' ? <Trans>No bank card bound yet</Trans> : <Trans>No address bound yet</Trans>}
          </EmptyState>
        ) : null}
        {shown.length > 0 ? (
          <ul className={styles.records}>
            {shown.map((record) => (
              <BankRecordItem
                key={record.id}
                record={record}
                onDelete={() => setDeleting(record)}
                onAllowlist={(on) => void allowlist({ id: record.id, on: on ? 1 : 0 })}
              />
            ))}
          </ul>
        ) : null}
        {adding ? (
          tab === 'bank' ? (
            <BankCardForm busy={busy} onSubmit={(form) => void add(toBankRequest(form))} />
          ) : (
            <AddressForm busy={busy} onSubmit={(form) => void add(toAddressRequest(form))} />
          )
        ) : (
          <Button variant="secondary" block onClick={() => setAdding(true)}>
            {tab === 'bank' ? <Trans>Add a bank card</Trans> : <Trans>Add an address</Trans>}
          </Button>
        )}
      </div>
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t`Delete this record?`}
        actions={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button variant="danger" onClick={() => void confirmDelete()}>
              <Trans>Delete</Trans>
            </Button>
          </>
        }
      >
        <Trans>It can no longer be used for withdrawals.</Trans>
      </Dialog>
    </div>
  )
}
