/** Currencies Lomi accepts. ETB is the settlement currency; card payments are charged in USD. */
export type Currency = 'ETB' | 'USD';

/** An amount of money in integer minor units (santim for ETB, cents for USD). Never a float. */
export interface Money {
  /** Integer minor units: 1 ETB = 100 santim, 1 USD = 100 cents. */
  amount: number;
  currency: Currency;
}
