/** When each legal text last changed (ISO dates); shown at its top and on the /legal index. */
export const LEGAL_UPDATED_ON = {
  /** §1: "Terms last updated 12 March 2023". */
  terms: '2023-03-12',
  privacy: '2026-11-27',
  donationPolicy: '2026-11-23',
} as const;
