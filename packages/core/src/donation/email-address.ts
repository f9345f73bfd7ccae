// The §5 helper's pattern: something@something.something, no spaces, one @.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether `text` looks like an e-mail address (§5 "e-mail pattern"). */
export function isValidEmail(text: string): boolean {
  return EMAIL.test(text.trim());
}
