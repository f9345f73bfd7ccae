import { useEffect, useState } from 'react';
import { loadEmbedScript } from './load-embed-script.ts';

/** Loads the embed loader when the component mounts; `failed` once it could not be downloaded. */
export function useEmbedScript(): 'loading' | 'ready' | 'failed' {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    let current = true;
    loadEmbedScript().then(
      () => current && setState('ready'),
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
