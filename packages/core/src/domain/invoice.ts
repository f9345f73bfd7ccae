/** Where a payment stands (§4): `pending` until the provider answers, then `success` or `failed` for good. */
export type InvoiceStatus = 'pending' | 'success' | 'failed';

/** The answer of `GET /api/invoices/{id}`, polled while a donor approves a payment on their phone. */
export interface Invoice {
  id: string;
  status: InvoiceStatus;
  /** Why a failed payment failed, worded by the server for the donor. */
  message?: string;
}
