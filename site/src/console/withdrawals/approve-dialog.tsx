import { SiteDialog } from '../../shared/site-dialog/site-dialog.tsx';
import { useWithdrawalsText } from './withdrawals-text.ts';

interface ApproveDialogProps {
  amount: string;
  campaign: string;
  requester: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before approving: approving says the request is checked, not that it is paid. */
export function ApproveDialog({
  amount,
  campaign,
  requester,
  busy,
  onConfirm,
  onCancel,
}: ApproveDialogProps) {
  const t = useWithdrawalsText();
  return (
    <SiteDialog
      title={t('approve.title', { amount })}
      closeLabel={t('dialog.close')}
      description={<p>{t('approve.text', { campaign, requester })}</p>}
      onClose={onCancel}
    >
      <div className="console-withdrawals__dialog-actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('dialog.cancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={onConfirm}
          data-lomi-autofocus
        >
          {t(busy ? 'approve.busy' : 'approve.confirm')}
        </button>
      </div>
    </SiteDialog>
  );
}
