/** The services Lomi cannot answer without, each asked by `GET /api/health`. */
export type Dependency = 'database' | 'media';

/** Whether a dependency answered its check in time. */
export type DependencyState = 'up' | 'down';

/** What each dependency answered. */
export type DependencyStates = Record<Dependency, DependencyState>;

/** A dependency's check: resolves when it works, rejects (or never settles) when it does not. */
export type DependencyCheck = () => Promise<void>;

/** How long each check may take before its dependency counts as down: a hung one must not hang the answer. */
export const HEALTH_CHECK_TIMEOUT_MS = 2_000;

interface CheckLogger {
  warn(details: object, message: string): void;
}

/**
 * Runs every dependency's check at once, each bounded by `timeoutMs`, and says which are up. A check that
 * fails or times out is logged with its error (the answer itself names only the dependency).
 */
export async function checkDependencies(
  checks: Record<Dependency, DependencyCheck>,
  { timeoutMs = HEALTH_CHECK_TIMEOUT_MS, logger }: { timeoutMs?: number; logger?: CheckLogger } = {},
): Promise<DependencyStates> {
  const names = Object.keys(checks) as Dependency[];
  const states = await Promise.all(
    names.map(async (name): Promise<DependencyState> => {
      try {
        await within(checks[name](), timeoutMs);
        return 'up';
      } catch (error) {
        logger?.warn({ err: error, dependency: name }, `health check: ${name} is down`);
        return 'down';
      }
    }),
  );
  return Object.fromEntries(names.map((name, index) => [name, states[index]])) as DependencyStates;
}

/** `work`, or a rejection once `ms` have passed without it settling. */
async function within(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
