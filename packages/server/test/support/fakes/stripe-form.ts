/** A value decoded from Stripe's form encoding: strings at the leaves, objects and arrays by brackets. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

/**
 * Decodes `application/x-www-form-urlencoded` with Stripe's bracket nesting
 * (`line_items[0][price_data][unit_amount]=500`) into nested objects and arrays, the way Stripe reads it.
 */
export function parseStripeForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const [head, ...rest] = key.split('[');
    const path = [head!, ...rest.map((segment) => segment.replace(/\]$/, ''))];
    let node: Record<string, FormValue> | FormValue[] = root;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      const container = node as Record<string, FormValue>;
      if (last) {
        container[segment] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[index + 1]!);
      container[segment] ??= nextIsIndex ? [] : {};
      node = container[segment] as Record<string, FormValue> | FormValue[];
    });
  }
  return root;
}
