import type { PaymentProvider } from './payment-provider.ts';

/** Which provider serves each way of paying (LOMI_PAYMENTS_MOBILE, LOMI_PAYMENTS_CHECKOUT, LOMI_PAYMENTS_CARD). */
export interface PaymentProviders {
  /** Direct mobile money: telebirr, mpesa, cbe. */
  mobile: PaymentProvider;
  /** Hosted checkout in ETB: payonline and the wizard's Chapa (id 0). */
  checkout: PaymentProvider;
  /** Card in USD: stripe and the wizard's Card (id 2). */
  card: PaymentProvider;
}

/** Finds a configured provider by id (for webhooks and for invoices created by it). */
export function providerById(providers: PaymentProviders, id: string): PaymentProvider | undefined {
  return [providers.mobile, providers.checkout, providers.card].find((provider) => provider.id === id);
}
