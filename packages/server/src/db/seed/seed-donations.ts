import type { Insertable } from 'kysely';
import type { DonationsTable, InvoicesTable, PaymentMethodColumn } from '../schema.ts';
import type { Prng } from './prng.ts';
import { diasporaNames, donationMessages, donorNames } from './seed-people.ts';
import { processingFeeMinor } from '../../payments/initiation/processing-fee.ts';

/** A campaign as the donation planner needs it. */
export interface PlannedCampaign {
  id: number;
  goalEtbMinor: number;
  goalUsdMinor: number;
  funded: number;
  createdAt: Date;
}

export interface PlannedDonation {
  invoice: Insertable<InvoicesTable> & { id: string; created_at: Date };
  donation: Insertable<DonationsTable> & { created_at: Date; withdrawn: boolean; is_completed: boolean };
}

const etbFractions = [0.004, 0.01, 0.015, 0.02, 0.03, 0.05, 0.08] as const;
const usdAmounts = [10, 20, 25, 50, 100, 150, 250, 500] as const;
const etbMethods: PaymentMethodColumn[] = ['telebirr', 'telebirr', 'telebirr', 'cbe', 'mpesa', 'payonline'];

/**
 * Plans a campaign's demo donations until they cover about `funded` of its goal: ETB by mobile money, USD
 * by card (only where the campaign has a goal in that currency), some anonymous, a few still pending.
 * Each has the invoice that paid it; USD ones record their ETB value at `usdRate`.
 */
export function planDonations(
  campaign: PlannedCampaign,
  usdRate: number,
  random: Prng,
  now: Date,
  donorUserId: number,
): PlannedDonation[] {
  const targetEtbMinor =
    campaign.goalEtbMinor > 0 ? campaign.goalEtbMinor : Math.round(campaign.goalUsdMinor * usdRate);
  const wantedEtbMinor = Math.round(targetEtbMinor * campaign.funded);
  const planned: PlannedDonation[] = [];
  let collectedEtbMinor = 0;
  while (collectedEtbMinor < wantedEtbMinor && planned.length < 60) {
    const usd = campaign.goalUsdMinor > 0 && (campaign.goalEtbMinor === 0 || random.chance(0.25));
    const amountMinor = usd
      ? random.pick(usdAmounts) * 100
      : niceBirr(random.pick(etbFractions) * targetEtbMinor);
    const exchangeRate = usd ? usdRate : 1;
    const etbAmountMinor = usd ? Math.round(amountMinor * usdRate) : amountMinor;
    const paymentMethod: PaymentMethodColumn = usd ? 'stripe' : random.pick(etbMethods);
    const isCompleted = !random.chance(0.05);
    const anonymous = random.chance(0.25);
    // The wizard (card, hosted checkout) collects a name even for anonymous gifts; it is stored, never sent.
    const collectsName = paymentMethod === 'stripe' || paymentMethod === 'payonline';
    const byDemoDonor = !anonymous && random.chance(0.08);
    const name = byDemoDonor ? 'Selam Tadesse' : random.pick(usd ? diasporaNames : donorNames);
    const span = now.getTime() - campaign.createdAt.getTime();
    const createdAt = new Date(campaign.createdAt.getTime() + Math.floor(random.next() * span * 0.98));
    const id = deterministicUuid(random);
    planned.push({
      invoice: {
        id,
        campaign_id: campaign.id,
        donor_user_id: byDemoDonor ? donorUserId : null,
        status: isCompleted ? 'success' : 'pending',
        provider: 'sandbox',
        provider_ref: `sandbox-${id.slice(0, 8)}`,
        idempotency_key: `seed-${id}`,
        payment_method: paymentMethod,
        amount_minor: amountMinor,
        currency: usd ? 'USD' : 'ETB',
        phone_number: usd ? null : `2519${String(random.int(10_000_000, 99_999_999))}`,
        expires_at: new Date(isCompleted ? createdAt.getTime() + 15 * 60_000 : now.getTime() + 15 * 60_000),
        created_at: createdAt,
        updated_at: createdAt,
        completed_at: isCompleted ? new Date(createdAt.getTime() + 40_000) : null,
      },
      donation: {
        campaign_id: campaign.id,
        invoice_id: id,
        donor_user_id: byDemoDonor ? donorUserId : null,
        amount_minor: amountMinor,
        currency: usd ? 'USD' : 'ETB',
        etb_amount_minor: etbAmountMinor,
        exchange_rate: exchangeRate,
        fee_minor: processingFeeMinor(amountMinor),
        tip_minor: 0,
        anonymous,
        full_name: anonymous && !collectsName ? null : name,
        message: random.chance(0.5) ? random.pick(donationMessages) : '',
        payment_method: paymentMethod,
        withdrawn: false,
        is_completed: isCompleted,
        created_at: createdAt,
      },
    });
    if (isCompleted) collectedEtbMinor += etbAmountMinor;
  }
  return planned;
}

/** Rounds an ETB amount in santim to a whole 50 birr, at least 50 birr. */
function niceBirr(minor: number): number {
  return Math.max(50, Math.round(minor / 5000) * 50) * 100;
}

function deterministicUuid(random: Prng): string {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = ((random.int(0, 3) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}
