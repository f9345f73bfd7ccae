export { fetchReceipt, receiptPageUrl, receiptPdfUrl } from './receipt-calls.ts';
export { receiptPagePath, type Receipt } from './receipt.ts';
