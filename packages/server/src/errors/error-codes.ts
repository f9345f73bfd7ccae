// The codes live in @lomi/core (one home for the server that sends them and the clients that branch on them).
export { API_ERROR_CODES as ErrorCodes, type ApiErrorCode as ErrorCode } from '@lomi/core';
