import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A page's first render waits for its lazily imported code and catalogs; on a cold, busy machine that can
// take longer than Testing Library's default second. What never appears still fails, three seconds later.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});
