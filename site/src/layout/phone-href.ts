/** A phone number as a `tel:` link target: its digits and a leading plus only. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
