import { spawnSync } from 'node:child_process';

/** What `npm audit` found, or why it could not ask. */
export type NpmAuditResult =
  | { available: true; counts: Record<string, number>; advisories: string[] }
  | { available: false; reason: string };

/**
 * Runs `npm audit --json` (production dependencies). The registry these machines reach refuses the audit
 * endpoint (`405 Method Not Allowed`); that, and any network failure, is reported as unavailable rather than
 * as a clean audit.
 */
export function runNpmAudit(cwd: string): NpmAuditResult {
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
    cwd,
    encoding: 'utf8',
    timeout: 120_000,
  });
  let parsed: {
    message?: string;
    error?: { code?: string; summary?: string };
    metadata?: { vulnerabilities?: Record<string, number> };
    vulnerabilities?: Record<string, { severity: string; name: string; range?: string }>;
  };
  try {
    parsed = JSON.parse(run.stdout);
  } catch {
    return {
      available: false,
      reason: (run.stderr || 'npm audit printed no report').trim().split('\n')[0] ?? '',
    };
  }
  if (parsed.error || !parsed.metadata?.vulnerabilities) {
    const reason = parsed.message ?? `${parsed.error?.code ?? ''} ${parsed.error?.summary ?? ''}`.trim();
    return { available: false, reason: reason || 'npm audit printed no counts' };
  }
  return {
    available: true,
    counts: parsed.metadata.vulnerabilities,
    advisories: Object.values(parsed.vulnerabilities ?? {}).map(
      (v) => `${v.severity} ${v.name}${v.range ? ` ${v.range}` : ''}`,
    ),
  };
}
