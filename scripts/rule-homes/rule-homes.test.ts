import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 12 "one home per rule": the phone rule and the error codes live in @lomi/core. These checks fail when
// a copy comes back: a phone pattern written into the server again, or a page that reads an HTTP status or
// spells an error code itself instead of using `errorKind` and `API_ERROR_CODES`.

const ROOT = join(import.meta.dirname, '..', '..');

/** The source files (not tests) under `folder`, as paths from the repository root. */
function sources(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path))
    .map((path) => relative(ROOT, join(ROOT, folder, path)));
}

/** `path:line: text` of every line of `files` that `pattern` finds. */
function offenders(files: string[], pattern: RegExp): string[] {
  return files.flatMap((path) =>
    readFileSync(join(ROOT, path), 'utf8')
      .split('\n')
      .flatMap((line, index) => (pattern.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
  );
}

describe('one home per rule', () => {
  it('leaves the Ethiopian phone pattern to @lomi/core (the server keeps none of its own)', () => {
    const server = sources('packages/server/src').filter((path) => !path.includes('/db/migrations/'));
    expect(offenders(server, /251(?:\\d|\[0-9\])/)).toEqual([]);
  });

  it('has the site switch on error kinds and codes, never on HTTP statuses or spelled-out codes', () => {
    const site = sources('site/src').filter((path) => !path.includes('/testing/'));
    expect(offenders(site, /\.status\s*[!=]==?\s*\d{3}\b|\bstatus\s*[!=]==?\s*[1-5]\d\d\b/)).toEqual([]);
    expect(offenders(site, /['"]LOMI_ERR_/)).toEqual([]);
  });
});
