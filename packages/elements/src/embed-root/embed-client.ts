import { createLomiClient, type LomiClient } from '@lomi/core';

const clients = new Map<string, LomiClient>();

/** One API client per base URL, shared by every element on the page. */
export function embedClient(baseURL: string): LomiClient {
  let client = clients.get(baseURL);
  if (!client) {
    client = createLomiClient({ baseURL });
    clients.set(baseURL, client);
  }
  return client;
}

/**
 * The API base when the `api-base` attribute is absent: the origin that served the embed bundles, which is
 * the origin that served the loader (chunks resolve against the loader's URL).
 */
export const defaultApiBase = (): string => new URL(import.meta.url).origin;
