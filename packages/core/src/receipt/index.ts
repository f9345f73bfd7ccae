export { fetchMyReceipts, fetchReceipt, receiptPageUrl, receiptPdfUrl } from './receipt-calls.ts';
export {
  MY_RECEIPTS_LIMIT,
  receiptPagePath,
  type MyReceipts,
  type OwnReceipt,
  type Receipt,
} from './receipt.ts';
