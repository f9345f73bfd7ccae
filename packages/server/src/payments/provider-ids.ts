/** The ways of paying; each is served by one configured provider, chosen by `LOMI_PAYMENTS_<ROLE>`. */
export const PAYMENT_ROLES = ['mobile', 'checkout', 'card'] as const;
export type PaymentRole = (typeof PAYMENT_ROLES)[number];

/**
 * Every payment provider Lomi has an adapter for, and the ways of paying it can serve. The one list: the
 * provider ids, the choices of `LOMI_PAYMENTS_*`, the webhook route's path parameter and the builders of
 * create-payment-providers.ts (typed by these keys, so a new id without a builder does not compile) all
 * come from here.
 */
export const PROVIDERS = {
  sandbox: { name: 'the sandbox', roles: ['mobile', 'checkout', 'card'] },
  lakipay: { name: 'LakiPay', roles: ['mobile', 'checkout'] },
  chapa: { name: 'Chapa', roles: ['mobile', 'checkout'] },
  stripe: { name: 'Stripe', roles: ['card'] },
} as const satisfies Record<string, { name: string; roles: readonly PaymentRole[] }>;

export type ProviderId = keyof typeof PROVIDERS;

/** The ids in the order of {@link PROVIDERS} (a non-empty tuple, as `z.enum` takes it). */
export const PROVIDER_IDS = Object.keys(PROVIDERS) as [ProviderId, ...ProviderId[]];

/** The providers that can serve `role`, e.g. `'card'` → `'sandbox' | 'stripe'`. */
export type ProviderFor<Role extends PaymentRole> = {
  [Id in ProviderId]: Role extends (typeof PROVIDERS)[Id]['roles'][number] ? Id : never;
}[ProviderId];

/** The ids of the providers that can serve `role`, in the order of {@link PROVIDERS}. */
export function providersFor<Role extends PaymentRole>(role: Role): ProviderFor<Role>[] {
  return PROVIDER_IDS.filter((id) =>
    (PROVIDERS[id].roles as readonly PaymentRole[]).includes(role),
  ) as ProviderFor<Role>[];
}
