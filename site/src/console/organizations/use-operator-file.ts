import { useEffect, useState } from 'react';
import { createConsoleClient } from '@lomi/core';
import { useLomiClient } from '@lomi/react';

/**
 * An object URL of a file only operators may read (an organization's logo in any status), fetched with the
 * operator's token; null while it loads, when there is none, or where object URLs do not exist (jsdom).
 * Revoked when the path changes or the screen goes.
 */
export function useOperatorFile(path: string | null): string | null {
  const client = useLomiClient();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(null);
    if (!path || typeof URL.createObjectURL !== 'function') return undefined;
    const controller = new AbortController();
    let created: string | null = null;
    createConsoleClient(client)
      .organizations.file(path, { signal: controller.signal })
      .then((blob) => {
        if (controller.signal.aborted) return;
        created = URL.createObjectURL(blob);
        setUrl(created);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
    };
  }, [client, path]);
  return url;
}

/**
 * Saves a file only operators may read (a supporting document) under `fileName`: fetched with the operator's
 * token, then handed to the browser as a download. Documents are never linked directly: a plain link would
 * carry no token, and a signed link would live on in the history and logs.
 */
export async function downloadOperatorFile(
  client: Parameters<typeof createConsoleClient>[0],
  path: string,
  fileName: string,
): Promise<void> {
  const blob = await createConsoleClient(client).organizations.file(path);
  if (typeof URL.createObjectURL !== 'function') return;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
