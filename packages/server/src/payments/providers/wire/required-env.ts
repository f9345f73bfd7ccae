/** The process environment, or a plain object in tests. */
export type Env = Record<string, string | undefined>;

/**
 * Reads the named variables and throws one Error that names every missing or empty one, so a misconfigured
 * deployment fails at start-up with the list to fix rather than at the first donation.
 */
export function requiredEnv<const Name extends string>(
  env: Env,
  provider: string,
  names: readonly Name[],
): Record<Name, string> {
  const missing = names.filter((name) => !env[name]?.trim());
  if (missing.length > 0) {
    throw new Error(
      `${provider} is selected but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set`,
    );
  }
  return Object.fromEntries(names.map((name) => [name, env[name]!.trim()])) as Record<Name, string>;
}
