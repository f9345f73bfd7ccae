import { createElement, Fragment, useCallback, type ReactNode } from 'react';
import type { LomiIntl, MessageKey } from '@lomi/core';
import { useLomiContext } from './lomi-context.ts';

/** Values of a rich message: text, numbers, or tag functions such as `strong: (chunks) => <strong>…</strong>`. */
export type RichMessageValues = Record<string, string | number | ((chunks: ReactNode[]) => ReactNode)>;

/**
 * A translator for messages with tags (`<strong>{raised}</strong> raised of {target}`), returning React
 * nodes so translators can move the emphasised part where their grammar puts it.
 */
export function useRichTranslate(): (id: MessageKey, values: RichMessageValues) => ReactNode {
  const { intl } = useLomiContext('useRichTranslate');
  return useCallback(
    (id, values) => {
      // The shared formatter is typed for text; the same instance formats React nodes when tags return them.
      const output = (intl as unknown as LomiIntl<ReactNode>).formatMessage({ id }, values);
      // Parts come back as an array; keyed fragments keep React's list-key check satisfied.
      return Array.isArray(output)
        ? output.map((part, index) => createElement(Fragment, { key: index }, part))
        : output;
    },
    [intl],
  );
}
