export { isPositiveId, parsePositiveId, POSITIVE_ID_MAX, POSITIVE_ID_PATTERN } from './positive-id.ts';
