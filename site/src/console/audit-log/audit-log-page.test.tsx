import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AuditLogEntry, PagedList } from '@lomi/core';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { fakeApiClient } from '../../testing/fake-api-client.ts';
import { CONSOLE_SCREENS } from '../console-screens.ts';
import { renderConsole } from '../render-console.tsx';
import { describeChanges } from './audit-changes.ts';
import { auditTargetPath } from './audit-target.ts';

const ENTRIES: AuditLogEntry[] = [
  {
    id: 3,
    operator: { id: 2, username: 'operator' },
    action: 'organization.approve',
    target_type: 'organization',
    target_id: 12,
    before: { approval_status: 'pending', name: 'Gondar Health' },
    after: { approval_status: 'approved', name: 'Gondar Health' },
    created: '2026-11-24T10:15:00.000Z',
  },
  {
    id: 1,
    operator: null,
    action: 'operator.promote',
    target_type: 'user',
    target_id: 2,
    before: { role: 'user' },
    after: { role: 'operator' },
    created: '2026-11-20T08:00:00.000Z',
  },
];

function auditApi(count = ENTRIES.length) {
  return fakeApiClient((url) => {
    if (url.pathname === '/api/console/operators/') {
      return {
        status: 200,
        body: [{ id: 2, username: 'operator', email: 'operator@example.com', full_name: 'Meskerem' }],
      };
    }
    if (url.pathname === '/api/console/audit-log/') {
      const filtered = url.searchParams.get('action')
        ? ENTRIES.filter((entry) => entry.action === url.searchParams.get('action'))
        : ENTRIES;
      const body: PagedList<AuditLogEntry> = {
        count: Math.max(count, filtered.length),
        results: filtered,
        lastPage: Math.max(1, Math.ceil(count / 10)),
        total: count,
      };
      return { status: 200, body };
    }
    return { status: 404, body: { message: 'Not found' } };
  });
}

describe('the audit log screen', () => {
  it('lists who did what, when, to which target (linked), and the values before → after', async () => {
    const { container } = await renderConsole('/console/audit-log', { client: auditApi() });
    const list = await screen.findByRole('list', { name: 'Audit log entries' });
    const [approve, promote] = within(list)
      .getAllByRole('listitem', { name: '' })
      .filter((item) => item.classList.contains('console-audit__entry'));
    expect(approve!.textContent).toContain('organization.approve');
    expect(approve!.textContent).toContain('operator');
    expect(approve!.textContent).toContain('approval_status: pending → approved');
    // The unchanged name is left out.
    expect(approve!.textContent).not.toContain('name:');
    expect(within(approve!).getByRole('link', { name: 'Organization #12' }).getAttribute('href')).toBe(
      '/console/organizations/12',
    );
    expect(approve!.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-24T10:15:00.000Z');
    expect(promote!.textContent).toContain('The command line (npm run operator)');
    expect(promote!.textContent).toContain('role: user → operator');
    expect(within(promote!).queryByRole('link')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('filters by action and operator through the address, and clears the filters', async () => {
    const client = auditApi();
    await renderConsole('/console/audit-log', { client });
    await screen.findByRole('list', { name: 'Audit log entries' });
    await userEvent.type(screen.getByLabelText(/^Action/), 'operator.promote');
    await userEvent.selectOptions(await screen.findByLabelText('Operator'), 'operator');
    await userEvent.click(screen.getByRole('button', { name: 'Show entries' }));
    expect(screen.getByTestId('url').textContent).toBe(
      '/console/audit-log?action=operator.promote&operator=2',
    );
    const last = client.requests.filter((url) => url.pathname === '/api/console/audit-log/').at(-1)!;
    expect(Object.fromEntries(last.searchParams)).toMatchObject({
      action: 'operator.promote',
      operator: '2',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByTestId('url').textContent).toBe('/console/audit-log');
    expect((screen.getByLabelText(/^Action/) as HTMLInputElement).value).toBe('');
  });

  it('asks for the target type with a target id, and sends them together', async () => {
    const client = auditApi();
    await renderConsole('/console/audit-log', { client });
    await screen.findByRole('list', { name: 'Audit log entries' });
    await userEvent.type(screen.getByLabelText('Target id'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Show entries' }));
    expect(screen.getByText('Give the target type with the target id.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^Target type/), 'organization');
    await userEvent.click(screen.getByRole('button', { name: 'Show entries' }));
    expect(screen.getByTestId('url').textContent).toBe(
      '/console/audit-log?target_type=organization&target_id=12',
    );
  });

  it('pages through the log, scrolling to its title', async () => {
    // jsdom does not lay out, so it has no scrollIntoView.
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    await renderConsole('/console/audit-log?action=organization.approve', { client: auditApi(45) });
    await screen.findByRole('list', { name: 'Audit log entries' });
    expect((screen.getByLabelText(/^Action/) as HTMLInputElement).value).toBe('organization.approve');
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(screen.getByTestId('url').textContent).toBe(
      '/console/audit-log?action=organization.approve&page=2',
    );
  });
});

describe('audit entries made readable', () => {
  it('lists the fields that changed, or the whole value when it is not a record', () => {
    expect(describeChanges({ a: 1, b: 2 }, { a: 1, b: 3, c: 'x' })).toEqual([
      { field: 'b', before: 2, after: 3 },
      { field: 'c', before: undefined, after: 'x' },
    ]);
    expect(describeChanges(null, { role: 'operator' })).toEqual([
      { field: 'role', before: undefined, after: 'operator' },
    ]);
    expect(describeChanges(150, 152.5)).toEqual([{ field: '', before: 150, after: 152.5 }]);
    expect(describeChanges(null, null)).toEqual([]);
  });

  it('links a target to its console screen once one exists, else to its public page', () => {
    const load = CONSOLE_SCREENS[0]!.load;
    const startOnly = CONSOLE_SCREENS.slice(0, 1);
    const withDetail = [
      ...startOnly,
      { path: 'organizations', nav: 'organizations' as const, load },
      { path: 'organizations/:id', load },
      { path: 'help-questions', nav: 'help' as const, load },
    ];
    expect(auditTargetPath('organization', 4, withDetail)).toBe('/console/organizations/4');
    expect(auditTargetPath('campaign', 9, withDetail)).toBe('/campaign/9');
    expect(auditTargetPath('campaign', 9, CONSOLE_SCREENS)).toBe('/console/campaigns/9');
    // A section without a detail screen: no link into the console.
    expect(auditTargetPath('help_question', 3, withDetail)).toBeUndefined();
    expect(auditTargetPath('user', 9, CONSOLE_SCREENS)).toBeUndefined();
    expect(auditTargetPath('organization', null, CONSOLE_SCREENS)).toBeUndefined();
  });
});
