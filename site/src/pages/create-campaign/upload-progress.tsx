import { useId } from 'react';
import { useCreateCampaignText } from './create-campaign-text.ts';

/** The real progress of the upload (bytes sent of the request's body), labelled and with its percentage. */
export function UploadProgress({ percent }: { percent: number }) {
  const t = useCreateCampaignText();
  const labelId = useId();
  const text = t('createCampaign.upload.percent', { percent });
  return (
    <div className="campaign-wizard__upload">
      <span id={labelId} className="campaign-wizard__upload-label">
        {t('createCampaign.upload.label')}
      </span>
      <progress
        className="campaign-wizard__progress"
        aria-labelledby={labelId}
        aria-valuetext={text}
        max={100}
        value={percent}
      />
      <span className="campaign-wizard__upload-percent" aria-hidden="true">
        {text}
      </span>
    </div>
  );
}
