import type { SandboxPayment } from './sandbox-payment-repository.ts';
import { deliverSandboxEvent, type SandboxEvent } from './sandbox-webhook.ts';

/** Where the sandbox reports delivery problems (a pino logger fits). */
export interface SandboxLogger {
  warn(details: object, message: string): void;
}

export interface SandboxDispatcherOptions {
  /** Where a payment's webhooks go. */
  target: (payment: SandboxPayment) => string;
  webhookSecret: string;
  fetch: typeof fetch;
  /** Unix seconds, for the signature timestamp. */
  seconds: () => number;
  /** Waits before each retry after a 5xx or a network error. */
  retryDelaysMs: readonly number[];
  logger?: SandboxLogger | undefined;
}

/** Sends the sandbox's webhooks, now or later, and forgets the pending ones on close. */
export interface SandboxDispatcher {
  /** Delivers now; resolves when every first attempt has an answer. */
  deliver(payment: SandboxPayment, events: SandboxEvent[]): Promise<void>;
  /** Delivers after `ms` (the phone answering). */
  later(payment: SandboxPayment, events: SandboxEvent[], ms: number): void;
  /** Cancels scheduled deliveries and retries and waits for those in flight. */
  close(): Promise<void>;
}

/**
 * Delivers signed sandbox events like a real provider: a 5xx or a network error is retried after each of
 * `retryDelaysMs`; a 4xx (our endpoint refused it) is final.
 */
export function createSandboxDispatcher(options: SandboxDispatcherOptions): SandboxDispatcher {
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  let closed = false;

  function schedule(work: () => void, ms: number): void {
    if (closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      work();
    }, ms);
    timers.add(timer);
  }

  function send(payment: SandboxPayment, event: SandboxEvent, attempt: number): Promise<void> {
    const delivery = (async () => {
      let retry = false;
      try {
        const status = await deliverSandboxEvent(
          options.target(payment),
          event,
          options.webhookSecret,
          options.seconds(),
          options.fetch,
        );
        retry = status >= 500;
        if (status >= 300) {
          options.logger?.warn({ invoiceId: payment.invoice_id, status }, 'sandbox webhook was refused');
        }
      } catch (error) {
        retry = true;
        options.logger?.warn({ invoiceId: payment.invoice_id, err: error }, 'sandbox webhook failed');
      }
      const wait = options.retryDelaysMs[attempt];
      if (retry && wait !== undefined) schedule(() => void send(payment, event, attempt + 1), wait);
    })().finally(() => inFlight.delete(delivery));
    inFlight.add(delivery);
    return delivery;
  }

  const deliver = async (payment: SandboxPayment, events: SandboxEvent[]) => {
    await Promise.all(events.map((event) => send(payment, event, 0)));
  };

  return {
    deliver,
    later: (payment, events, ms) => schedule(() => void deliver(payment, events), ms),
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all([...inFlight]);
    },
  };
}
