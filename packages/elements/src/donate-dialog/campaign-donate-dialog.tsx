import { DonateDialog, useCampaign, type DonateDialogProps } from '@lomi/react';

/**
 * The donate dialog of one campaign, titled with the campaign's name once it is fetched (until then, or if
 * the fetch fails, with the generic 'Donate'), inside a wrapper that tells the host element it is ready.
 */
export function CampaignDonateDialog({
  campaignId,
  ...props
}: Omit<DonateDialogProps, 'campaign' | 'campaignId'> & { campaignId: number }) {
  const result = useCampaign(campaignId);
  const campaign = result.state === 'ready' ? result.campaign : undefined;
  return (
    <div data-state="ready">
      <DonateDialog {...props} campaign={campaign} campaignId={campaignId} />
    </div>
  );
}
