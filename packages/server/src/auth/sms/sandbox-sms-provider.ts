import type { SmsMessage, SmsProvider } from './sms-provider.ts';

/** A message the sandbox "sent", as the dev inbox shows it. */
export interface SandboxSms extends SmsMessage {
  sentAt: Date;
}

/** Where the sandbox writes what it sends (a pino logger fits). */
export interface SandboxSmsLogger {
  info(details: object, message: string): void;
}

/** The sandbox: sends nothing, writes every message to the log and keeps the latest for the dev inbox. */
export interface SandboxSmsProvider extends SmsProvider {
  readonly id: 'sandbox';
  /** Whether the dev inbox pages are served (LOMI_SMS_SANDBOX_INBOX=1); the log has every message anyway. */
  readonly inbox: boolean;
  /** The kept messages, newest first; only those to `to` when given. */
  messages(to?: string): SandboxSms[];
}

/** Thrown when the SMS sandbox is configured while NODE_ENV=production. */
export class SmsSandboxInProductionError extends Error {
  override readonly name = 'SmsSandboxInProductionError';
  constructor() {
    super(
      'The SMS sandbox cannot run with NODE_ENV=production: it shows sign-in codes in the log. Set ' +
        'LOMI_SMS_PROVIDER=disabled (or add a real SMS provider).',
    );
  }
}

/**
 * Creates the SMS sandbox. The messages live in this process (a development aid, like the payment sandbox's
 * scheduled webhooks); it keeps the last `capacity`. The dev inbox that shows them is served only when
 * `inbox` says so (the configuration's LOMI_SMS_SANDBOX_INBOX=1): every sign-in code is in it, and a demo
 * deployment behind a proxy must not publish them by default. `production` (NODE_ENV=production) refuses
 * the sandbox.
 */
export function createSandboxSmsProvider({
  logger,
  capacity = 50,
  production = false,
  inbox: inboxServed = false,
}: {
  logger?: SandboxSmsLogger;
  capacity?: number;
  production?: boolean;
  inbox?: boolean;
} = {}): SandboxSmsProvider {
  if (production) throw new SmsSandboxInProductionError();
  const inbox: SandboxSms[] = [];
  return {
    id: 'sandbox',
    inbox: inboxServed,
    async send(message) {
      inbox.unshift({ ...message, sentAt: new Date() });
      inbox.length = Math.min(inbox.length, capacity);
      logger?.info(
        { sms: { to: message.to, text: message.text } },
        inboxServed ? 'sandbox SMS (not sent; see /sandbox/sms)' : 'sandbox SMS (not sent)',
      );
    },
    messages(to) {
      return inbox.filter((message) => to === undefined || message.to === to);
    },
  };
}
