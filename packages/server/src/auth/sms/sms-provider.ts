/** One text message. */
export interface SmsMessage {
  /** The recipient in E.164, e.g. `+251911234567`. */
  to: string;
  text: string;
}

/**
 * Sends text messages (phone sign-in codes). An adapter only delivers; the caller owns codes, expiry and
 * retries. `send` rejects when the provider did not accept the message.
 */
export interface SmsProvider {
  readonly id: string;
  send(message: SmsMessage): Promise<void>;
}
