import type { JsonRequester } from './json-requester.ts';

// Kept beside the client instead of on it, so the public client's shape stays what integrators see and the
// login-only calls (account-client.ts) can live in their own module that embeds never import.
const requesters = new WeakMap<object, JsonRequester>();

/** Records the requester a client built by `createLomiClient` sends through. */
export function rememberRequester(client: object, requester: JsonRequester): void {
  requesters.set(client, requester);
}

/** The requester behind `client`, with its base URL, token and retry settings. */
export function requesterOf(client: object): JsonRequester {
  const requester = requesters.get(client);
  if (!requester) throw new TypeError('Pass a client made by createLomiClient.');
  return requester;
}
