import type { AuthFailure } from './auth-error.ts';
import { useAuthText } from './auth-text.ts';

/** The failure of the last sign-in attempt, announced as it appears. */
export function FailureMessage({ failure }: { failure: AuthFailure | null }) {
  const t = useAuthText();
  return (
    <div role="alert" className="auth-failure-region">
      {failure && (
        <p className="auth-failure">
          {t(failure.key, failure.field ? { field: t(failure.field) } : undefined)}
        </p>
      )}
    </div>
  );
}
