import { expect, it } from 'vitest';
import { parseReportTarget } from './report-target.ts';

it('reads a campaign or an organization number', () => {
  expect(parseReportTarget('12', undefined)).toEqual({ target: { type: 'campaign', id: 12 } });
  expect(parseReportTarget(undefined, ' 3 ')).toEqual({ target: { type: 'organization', id: 3 } });
});

it('names the attribute that is wrong', () => {
  expect(parseReportTarget(undefined, undefined).problem).toMatch(
    /needs a campaign-id or an organization-id/,
  );
  expect(parseReportTarget('abc', undefined).problem).toMatch(/got "abc"/);
  expect(parseReportTarget(undefined, '0').problem).toMatch(/organization-id="3"; got "0"/);
  expect(parseReportTarget('12', '3').problem).toMatch(/not both/);
});
