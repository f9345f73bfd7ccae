// The QR code's code, split off the share panel: the `qrcode` library and the poster are imported only when
// someone shows the QR code or asks for the poster, so the panel itself stays small.
export { drawQrCode } from './qr-code.ts';
export { downloadPng, drawQrPoster } from './qr-poster.ts';
