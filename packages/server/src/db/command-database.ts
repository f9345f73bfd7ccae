import { exit } from 'node:process';
import { pino } from 'pino';
import { ConfigError } from '../config/config-error.ts';
import { readServerConfig, type ServerConfig } from '../config/read-server-config.ts';
import { openConfiguredDatabase } from './open-configured-database.ts';

/**
 * The configuration and database of a command-line tool (`npm run seed`, `npm run operator`): the server's
 * own, read the same way. A configuration or database it cannot open ends the process with the reason on
 * one line (exit 1), as the server does, instead of a stack trace.
 */
export async function openCommandDatabase(): Promise<{
  config: ServerConfig;
  database: Awaited<ReturnType<typeof openConfiguredDatabase>>;
}> {
  const config = (() => {
    try {
      return readServerConfig();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      console.error(error.message);
      return exit(1);
    }
  })();
  const database = await openConfiguredDatabase(config, pino({ level: 'warn' })).catch((error: Error) => {
    console.error(error.message);
    return exit(1);
  });
  return { config, database };
}
