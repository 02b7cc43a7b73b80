import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation } from 'wouter'
import { paths } from '@/shared/lib/paths'
import { Button } from '@/shared/ui/Button'
import { Dialog } from '@/shared/ui/Dialog'

/** Shown when no bank card or address is bound and approved yet: withdrawals need one. */
export function BindFirstDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t`Bind an account first`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Later</Trans>
          </Button>
          <Button onClick={() => navigate(paths.bank)}>
            <Trans>Bind now</Trans>
          </Button>
        </>
      }
    >
      <Trans>Please bind a bank card or address first. It can be used once it has been approved.</Trans>
    </Dialog>
  )
}
