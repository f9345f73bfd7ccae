import { SiteDialog } from '../../shared/site-dialog/site-dialog.tsx';
import { useConsoleCampaignsText } from './console-campaigns-text.ts';

/** Confirms closing a campaign, which cannot be undone. */
export function CloseDialog({
  title,
  busy,
  onConfirm,
  onCancel,
}: {
  title: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useConsoleCampaignsText();
  return (
    <SiteDialog
      title={t('close.title')}
      closeLabel={t('dialog.close')}
      onClose={onCancel}
      description={<p>{t('close.body', { title })}</p>}
    >
      <div className="console-campaign__dialog-actions">
        <button
          type="button"
          className="console-button console-button--quiet"
          onClick={onCancel}
          data-lomi-autofocus
        >
          {t('dialog.cancel')}
        </button>
        <button
          type="button"
          className="console-button console-button--danger"
          disabled={busy}
          onClick={onConfirm}
        >
          {t('close.confirm')}
        </button>
      </div>
    </SiteDialog>
  );
}
