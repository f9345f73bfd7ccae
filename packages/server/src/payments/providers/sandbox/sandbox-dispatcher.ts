import { deliverSandboxEvent } from './sandbox-webhook.ts';

/** Where the sandbox reports delivery problems (a pino logger fits). */
export interface SandboxLogger {
  warn(details: object, message: string): void;
}

/**
 * Options of a dispatcher of events about `Subject` (a sandbox payment, or a sandbox payout: the payout rail
 * in ../../../withdrawals/payouts/sandbox/ delivers its callbacks with the same machinery).
 */
export interface SandboxDispatcherOptions<Subject> {
  /** Where a subject's webhooks go. */
  target: (subject: Subject) => string;
  /** What a delivery problem is logged with (`{ invoiceId }`, `{ reference }`). */
  describe: (subject: Subject) => object;
  webhookSecret: string;
  fetch: typeof fetch;
  /** Unix seconds, for the signature timestamp. */
  seconds: () => number;
  /** Waits before each retry after a 5xx or a network error. */
  retryDelaysMs: readonly number[];
  logger?: SandboxLogger | undefined;
}

/** Sends the sandbox's webhooks, now or later, and forgets the pending ones on close. */
export interface SandboxDispatcher<Subject, Event extends object> {
  /** Delivers now; resolves when every first attempt has an answer. */
  deliver(subject: Subject, events: Event[]): Promise<void>;
  /** Delivers after `ms` (the phone answering, the transfer settling). */
  later(subject: Subject, events: Event[], ms: number): void;
  /** Cancels scheduled deliveries and retries and waits for those in flight. */
  close(): Promise<void>;
}

/**
 * Delivers signed sandbox events like a real provider: a 5xx or a network error is retried after each of
 * `retryDelaysMs`; a 4xx (our endpoint refused it) is final.
 */
export function createSandboxDispatcher<Subject, Event extends object>(
  options: SandboxDispatcherOptions<Subject>,
): SandboxDispatcher<Subject, Event> {
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

  function send(subject: Subject, event: Event, attempt: number): Promise<void> {
    const delivery = (async () => {
      let retry = false;
      try {
        const status = await deliverSandboxEvent(
          options.target(subject),
          event,
          options.webhookSecret,
          options.seconds(),
          options.fetch,
        );
        retry = status >= 500;
        if (status >= 300) {
          options.logger?.warn({ ...options.describe(subject), status }, 'sandbox webhook was refused');
        }
      } catch (error) {
        retry = true;
        options.logger?.warn({ ...options.describe(subject), err: error }, 'sandbox webhook failed');
      }
      const wait = options.retryDelaysMs[attempt];
      if (retry && wait !== undefined) schedule(() => void send(subject, event, attempt + 1), wait);
    })().finally(() => inFlight.delete(delivery));
    inFlight.add(delivery);
    return delivery;
  }

  const deliver = async (subject: Subject, events: Event[]) => {
    await Promise.all(events.map((event) => send(subject, event, 0)));
  };

  return {
    deliver,
    later: (subject, events, ms) => schedule(() => void deliver(subject, events), ms),
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all([...inFlight]);
    },
  };
}
