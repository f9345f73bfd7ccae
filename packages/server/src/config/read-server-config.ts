import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { z } from 'zod';
import { DEV_SECRET_FILE, devSecret } from '../auth/accounts-config.ts';
import { ConfigError } from './config-error.ts';
import { variableDoc } from './environment-variable.ts';
import { CONFIG_VARIABLES, serverConfigSchema, type ConfigVariable } from './server-config-schema.ts';

/** Everything the server reads from its environment, parsed once at start (see server-config-schema.ts). */
export type ServerConfig = z.output<typeof serverConfigSchema>;

/** The environment: `process.env`, or a plain object in tests. */
export type Environment = Record<string, string | undefined>;

/**
 * Parses the environment through the one schema. Throws a {@link ConfigError} with a line per problem.
 * Without LOMI_JWT_SECRET a development secret is generated: with `keepDevSecret` (the server) once into
 * the data folder, so tokens survive restarts; otherwise per call (tests).
 */
export function readServerConfig(
  env: Environment = process.env,
  { keepDevSecret = false }: { keepDevSecret?: boolean } = {},
): ServerConfig {
  const parsed = serverConfigSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(problemLines(parsed.error, env));
  const config = parsed.data;
  if (config.accounts.jwtSecret === '') {
    const secret = keepDevSecret ? devSecret(config.dataDir) : randomBytes(32).toString('hex');
    if (secret === undefined) {
      const file = join(config.dataDir, DEV_SECRET_FILE);
      throw new ConfigError([
        `LOMI_JWT_SECRET must be set, or ${file} must hold a generated secret (delete it to generate a new one), got nothing.`,
      ]);
    }
    config.accounts.jwtSecret = secret;
  }
  return config;
}

/** `NAME must be <expects>, got "<value>".`, one per issue, in the order of the schema. */
function problemLines(error: z.ZodError, env: Environment): string[] {
  const names = Object.keys(CONFIG_VARIABLES);
  const issues = [...error.issues].sort(
    (a, b) => names.indexOf(String(a.path[0])) - names.indexOf(String(b.path[0])),
  );
  return issues.map((issue) => {
    const name = String(issue.path[0]) as ConfigVariable;
    const value = env[name];
    const got =
      value === undefined || value.trim() === ''
        ? 'nothing'
        : variableDoc(CONFIG_VARIABLES[name]).secret
          ? '(hidden)'
          : JSON.stringify(value);
    return `${name} must be ${issue.message}, got ${got}.`;
  });
}
