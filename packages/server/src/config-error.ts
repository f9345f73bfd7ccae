/** A setting the server cannot start with; the message names the variable and what to write instead. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}
