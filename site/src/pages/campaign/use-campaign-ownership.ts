import { useEffect, useState } from 'react';
import { errorKind } from '@lomi/core';
import { useSession } from '../../session/use-session.ts';
import { useAccountClient } from '../../session/use-account-client.ts';

/** Whether the viewer runs this campaign: `checking` until known. */
export type CampaignOwnership = 'checking' | 'owner' | 'visitor';

/**
 * §6 campaign owner: a signed-in user who owns the campaign's organization. Asked of the server
 * (`GET /api/campaigns/mine/{id}` answers only the owner), so the site holds no rule of its own about it.
 * Visitors are never owners and cost no request; a failed check counts as not the owner.
 */
export function useCampaignOwnership(campaignId: number): CampaignOwnership {
  const { status, user } = useSession();
  const account = useAccountClient();
  const userId = status === 'signed-in' ? (user?.id ?? null) : null;
  const [answer, setAnswer] = useState<{ key: string; owner: boolean } | null>(null);
  const key = `${campaignId}/${userId}`;

  useEffect(() => {
    if (userId === null) return undefined;
    const controller = new AbortController();
    account.myCampaigns.get(campaignId, { signal: controller.signal }).then(
      () => setAnswer({ key, owner: true }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (errorKind(error) !== 'not-found') {
          console.warn('[lomi] could not tell whether you run this campaign', error);
        }
        setAnswer({ key, owner: false });
      },
    );
    return () => controller.abort();
  }, [account, campaignId, userId, key]);

  if (userId === null) return 'visitor';
  if (answer?.key !== key) return 'checking';
  return answer.owner ? 'owner' : 'visitor';
}
