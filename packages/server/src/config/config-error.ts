/**
 * Settings the server cannot start with. Each problem is one line for people: the variable, what it got
 * (never a secret's value) and what it expects, e.g. `PORT must be a whole number between 0 and 65535,
 * got "abc".` server.ts prints them and exits; nothing else catches this error.
 */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(problems.join('\n'));
    this.problems = problems;
  }
}
