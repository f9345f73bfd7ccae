import { useEffect, useState } from 'react';

/** A `blob:` URL showing `file` (for a preview), revoked when the file changes or the component goes away. */
export function useObjectUrl(file: Blob | null): string | null {
  const [shown, setShown] = useState<{ file: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setShown({ file, url });
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return shown && shown.file === file ? shown.url : null;
}
