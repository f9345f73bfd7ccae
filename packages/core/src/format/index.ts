export { formatCreatedAgo, type AgoUnit, type FormatAgoOptions } from './created-ago.ts';
export { formatDate, type FormatDateOptions } from './date.ts';
export { intlDateLocale, intlLocale } from './intl-locale.ts';
export { formatMoney } from './money.ts';
export { formatNumber } from './number.ts';
export { formatPercent, progressPercent } from './percent.ts';
export { formatRemaining } from './remaining.ts';
