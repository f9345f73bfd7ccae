import { act, renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useHostAttribute } from './use-host-attribute.ts';

const nextMutations = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

it('reads a boolean attribute by its presence and follows it being set and removed', async () => {
  const host = document.createElement('lomi-donate-dialog');
  host.setAttribute('open', '');
  const { result } = renderHook(() => useHostAttribute(host, 'open'));
  expect(result.current).toBe(true);

  host.removeAttribute('open');
  await nextMutations();
  expect(result.current).toBe(false);

  host.setAttribute('open', 'false');
  await nextMutations();
  // Like <dialog open>: presence means open, whatever the value.
  expect(result.current).toBe(true);
});

it('is false without a host', () => {
  const { result } = renderHook(() => useHostAttribute(undefined, 'open'));
  expect(result.current).toBe(false);
});
