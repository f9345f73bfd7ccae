import { createAccountClient, type AccountClient } from '@lomi/core';
import { useLomiClient } from '@lomi/react';

/** The sign-in and personal-area calls (see `createAccountClient`) of the app's API client. */
export function useAccountClient(): AccountClient {
  return createAccountClient(useLomiClient());
}
