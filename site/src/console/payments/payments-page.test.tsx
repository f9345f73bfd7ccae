import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FlaggedPayment } from '@lomi/core';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { fakeApiClient, type FakeAnswer } from '../../testing/fake-api-client.ts';
import { renderConsole } from '../render-console.tsx';

const MISMATCH: FlaggedPayment = {
  invoice_id: '5eedf1a9-0000-4000-8000-000000000001',
  campaign: { id: 4, title: 'Clean water for Dessie' },
  method: 'telebirr',
  provider: 'sandbox',
  amount: 250_000,
  currency: 'ETB',
  status: 'failed',
  review_reason: 'provider reported 255000 ETB, invoice is 250000 ETB',
  reported: {
    status: 'succeeded',
    amount: 255_000,
    currency: 'ETB',
    reference: 'sandbox-00000001',
    at: new Date(Date.now() - 3 * 3600_000).toISOString(),
  },
  created: new Date(Date.now() - 3 * 3600_000).toISOString(),
  expires_at: new Date(Date.now() - 3 * 3600_000 + 15 * 60_000).toISOString(),
  donor: { name: 'Yonas Bekele', email: null },
  credit: { amount: 250_000, currency: 'ETB' },
  resolution: null,
};

const SHORT: FlaggedPayment = {
  ...MISMATCH,
  invoice_id: '5eedf1a9-0000-4000-8000-000000000003',
  campaign: { id: 5, title: 'School books for Gondar' },
  amount: 80_000,
  review_reason: 'provider reported 75000 ETB, invoice is 80000 ETB',
  reported: { ...MISMATCH.reported, amount: 75_000, reference: null },
  credit: null,
};

const page = (results: FlaggedPayment[]) => ({
  status: 200,
  body: { count: results.length, results, lastPage: 1, total: results.length },
});

function paymentsApi(resolveAnswer?: (body: { resolution: string; note: string }) => FakeAnswer) {
  const resolved: FlaggedPayment[] = [];
  const client = fakeApiClient((url, request) => {
    if (url.pathname === '/api/console/payments/' && request.method === 'GET') {
      if (url.searchParams.get('state') === 'resolved') return page(resolved);
      return page([MISMATCH, SHORT].filter((p) => !resolved.some((r) => r.invoice_id === p.invoice_id)));
    }
    const match = /^\/api\/console\/payments\/([^/]+)\/resolve\/$/.exec(url.pathname);
    if (match && request.method === 'POST') {
      const body = request.body as { resolution: 'credited'; note: string };
      const custom = resolveAnswer?.(body);
      if (custom) return custom;
      const payment = [MISMATCH, SHORT].find((p) => p.invoice_id === match[1])!;
      const done: FlaggedPayment = {
        ...payment,
        status: body.resolution === 'credited' ? 'success' : 'failed',
        credit: null,
        resolution: {
          kind: body.resolution,
          note: body.note,
          at: new Date().toISOString(),
          operator: { id: 3, username: 'operator' },
        },
      };
      resolved.push(done);
      return { status: 200, body: done };
    }
    return { status: 404, body: { message: 'Not found' } };
  });
  return { client, resolved };
}

describe('the payments-to-review screen', () => {
  it('lists the flagged payments with what the provider said, and is accessible', async () => {
    const { client } = paymentsApi();
    const { container } = await renderConsole('/console/payments', { client });
    const list = await screen.findByRole('list', { name: 'Flagged payments' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Clean water for Dessie');
    expect(items[0]!.textContent).toContain('ETB\u00a02,500.00 by telebirr (sandbox)');
    expect(items[0]!.textContent).toContain('paid: ETB\u00a02,550.00');
    expect(items[0]!.textContent).toContain('Reference sandbox-00000001');
    expect(items[0]!.textContent).toContain('provider reported 255000 ETB, invoice is 250000 ETB');
    expect(items[0]!.textContent).toContain('Yonas Bekele · no e-mail address');
    expect(items[1]!.textContent).toContain('no reference');
    expect(screen.getByRole('link', { name: 'Waiting for review' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await expectNoAxeViolations(container);
  });

  it('credits after an explicit confirmation naming the amount, then lists it as resolved', async () => {
    const { client, resolved } = paymentsApi();
    await renderConsole('/console/payments', { client });
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Resolve the payment of ETB\u00a02,500.00 to Clean water for Dessie',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Resolve the payment of ETB\u00a02,500.00' });
    expect(within(dialog).getByText(/The provider said: paid: ETB 2,550.00/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(within(dialog).getByText('Choose what was done.')).toBeTruthy();
    expect(within(dialog).getByText('Write a note.')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Credit the donation' }));
    expect(within(dialog).getByText(/ETB 2,500.00 counts for the campaign/)).toBeTruthy();
    await expectNoAxeViolations(document.body);
    await userEvent.type(within(dialog).getByLabelText(/^Note/), 'Provider confirmed; 50 birr refunded.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Credit ETB\u00a02,500.00' }));
    expect(within(dialog).getByText('Confirm the credit first.')).toBeTruthy();
    expect(resolved).toHaveLength(0);

    await userEvent.click(
      within(dialog).getByRole('checkbox', {
        name: 'I confirm that ETB\u00a02,500.00 is counted for Clean water for Dessie. This cannot be undone.',
      }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Credit ETB\u00a02,500.00' }));
    expect(await screen.findByText('ETB 2,500.00 is credited to Clean water for Dessie.')).toBeTruthy();
    expect(resolved[0]!.resolution).toMatchObject({
      kind: 'credited',
      note: 'Provider confirmed; 50 birr refunded.',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    const list = await screen.findByRole('list', { name: 'Flagged payments' });
    expect(await within(list).findAllByRole('listitem')).toHaveLength(1);

    await userEvent.click(screen.getByRole('link', { name: 'Resolved' }));
    expect(await screen.findByText(/Credited by operator/)).toBeTruthy();
    expect(screen.getByText('Note: Provider confirmed; 50 birr refunded.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Resolve/ })).toBeNull();
  });

  it('offers no credit when the provider reported less, and records a refund', async () => {
    const { client, resolved } = paymentsApi();
    await renderConsole('/console/payments', { client });
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Resolve the payment of ETB\u00a0800.00 to School books for Gondar',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      (within(dialog).getByRole('radio', { name: 'Credit the donation' }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(within(dialog).getByText(/cannot be credited/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'The money was returned outside Lomi' }));
    await userEvent.type(within(dialog).getByLabelText(/^Note/), 'Returned by CBE, ref 77.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record the refund' }));
    expect(await screen.findByText('The refund is recorded.')).toBeTruthy();
    expect(resolved[0]!.resolution?.kind).toBe('refunded-outside');
  });

  it('says when another operator was first (409) and reads the list again', async () => {
    const { client } = paymentsApi(() => ({
      status: 409,
      body: {
        message: 'This payment was resolved already (dismissed) by meskerem.',
        code: 'LOMI_ERR_CONFLICT',
      },
    }));
    await renderConsole('/console/payments', { client });
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Resolve the payment of ETB\u00a02,500.00 to Clean water for Dessie',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Dismiss' }));
    await userEvent.type(within(dialog).getByLabelText(/^Note/), 'Duplicate report.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss the payment' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Not done: This payment was resolved already (dismissed) by meskerem.',
    );
    const reads = client.requests.filter((url) => url.pathname === '/api/console/payments/');
    expect(reads.length).toBeGreaterThanOrEqual(2);
  });

  it('speaks Amharic', async () => {
    const { client } = paymentsApi();
    await renderConsole('/console/payments', { client, locale: 'am' });
    expect(await screen.findByRole('heading', { level: 1, name: 'የሚገመገሙ ክፍያዎች' })).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'ምልክት የተደረገባቸው ክፍያዎች' })).toBeTruthy();
  });
});
