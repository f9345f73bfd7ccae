/**
 * What a production deployment must set (NODE_ENV=production refuses the sandboxes, a generated token
 * secret and a missing PUBLIC_SITE_URL), for tests of what production does with the rest.
 */
export const PRODUCTION_ENVIRONMENT = {
  NODE_ENV: 'production',
  PUBLIC_SITE_URL: 'https://lomi.example.org',
  LOMI_JWT_SECRET: 'p'.repeat(64),
  LOMI_SMS_PROVIDER: 'disabled',
  LOMI_PAYMENTS_MOBILE: 'chapa',
  LOMI_PAYMENTS_CHECKOUT: 'chapa',
  LOMI_PAYMENTS_CARD: 'stripe',
  CHAPA_SECRET_KEY: 'CHASECK-live',
  CHAPA_WEBHOOK_SECRET: 'hash',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
} as const;
