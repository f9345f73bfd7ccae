import { ErrorCodes, type ErrorCode } from '../../errors/error-codes.ts';
import type { InvoiceRepository } from '../invoices/invoice-repository.ts';
import type { InvoiceSettlement, SettlementLogger } from '../invoices/invoice-settlement.ts';
import { WebhookAuthError, type PaymentProvider, type RawWebhook } from '../payment-provider.ts';
import type { WebhookEventRepository } from './webhook-event-repository.ts';

/** What the webhook endpoint answers: a receipt, or an error (the API's `{message, code}`). */
export interface WebhookAnswer {
  status: number;
  body: { received: true; outcome: string } | { message: string; code: ErrorCode };
}

export interface WebhookHandlerOptions {
  invoices: InvoiceRepository;
  events: WebhookEventRepository;
  settlement: InvoiceSettlement;
  logger?: SettlementLogger;
}

/**
 * Handles one webhook delivery: signature check, dedupe, then — because a webhook is only a hint — the
 * provider's own verify before any transition (Stripe's signed events are trusted as they are). Forged,
 * replayed or malformed deliveries are refused and logged and change nothing.
 */
export async function handleWebhook(
  provider: PaymentProvider,
  raw: RawWebhook,
  { invoices, events, settlement, logger }: WebhookHandlerOptions,
): Promise<WebhookAnswer> {
  let parsed;
  try {
    parsed = provider.parseWebhook(raw);
  } catch (error) {
    if (!(error instanceof WebhookAuthError)) throw error;
    logger?.warn({ provider: provider.id, reason: error.message }, 'refused a webhook');
    return {
      status: error.problem === 'malformed' ? 400 : 401,
      body: { message: `Webhook refused: ${error.message}.`, code: ErrorCodes.webhookRejected },
    };
  }

  const invoice = parsed.invoiceId
    ? await invoices.find(parsed.invoiceId)
    : parsed.providerRef
      ? await invoices.findByProviderRef(provider.id, parsed.providerRef)
      : undefined;
  if (!invoice || invoice.provider !== provider.id) {
    logger?.warn(
      { provider: provider.id, invoiceId: parsed.invoiceId, providerRef: parsed.providerRef },
      'webhook for an unknown invoice ignored',
    );
    return { status: 200, body: { received: true, outcome: 'unknown-invoice' } };
  }

  const eventId = await events.record({
    provider: provider.id,
    dedupeKey: parsed.dedupeKey,
    invoiceId: invoice.id,
    claimedStatus: parsed.claimedStatus,
  });
  if (eventId === undefined) return { status: 200, body: { received: true, outcome: 'duplicate' } };

  try {
    let status;
    if (parsed.claimedStatus === 'pending') {
      // A "still pending" hint (possibly stale, arriving after the success) carries no news.
      status = invoice.status;
    } else if (invoice.status === 'failed' && parsed.claimedStatus === 'succeeded') {
      status = await settlement.reviewLateSuccess(invoice);
    } else if (parsed.trusted && parsed.money) {
      status = await settlement.apply(invoice, {
        status: parsed.claimedStatus,
        money: parsed.money,
        providerRef: parsed.providerRef,
      });
    } else {
      status = await settlement.verifyAndSettle(invoice.id);
    }
    await events.finish(eventId, `invoice-${status}`);
    return { status: 200, body: { received: true, outcome: `invoice-${status}` } };
  } catch (error) {
    // The provider's verify did not answer: forget the delivery so its retry is processed.
    await events.forget(eventId);
    logger?.error({ provider: provider.id, invoiceId: invoice.id, err: error }, 'webhook processing failed');
    return {
      status: 503,
      body: { message: 'Could not confirm the payment; retry later.', code: ErrorCodes.providerUnavailable },
    };
  }
}
