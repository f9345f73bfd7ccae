import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { renderSite } from '../../testing/render-site.tsx';
import { Pager } from './pager.tsx';

describe('Pager', () => {
  it('shows "page / last page" and moves one page either way', async () => {
    const onPageChange = vi.fn();
    const { container } = await renderSite(<Pager page={2} lastPage={5} onPageChange={onPageChange} />);
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(pager.textContent).toContain('2 / 5');
    expect(screen.getByText('Page 2 of 5')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1]]);
    await expectNoAxeViolations(container);
  });

  it('keeps the end buttons focusable but inert on the first and last page', async () => {
    const onPageChange = vi.fn();
    const { rerender } = await renderSite(<Pager page={1} lastPage={3} onPageChange={onPageChange} />);
    const previous = screen.getByRole('button', { name: 'Previous page' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    previous.focus();
    expect(document.activeElement).toBe(previous);
    await userEvent.click(previous);
    expect(onPageChange).not.toHaveBeenCalled();

    rerender(<Pager page={3} lastPage={3} onPageChange={onPageChange} />);
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(next.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(next);
    expect(onPageChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange.mock.calls).toEqual([[2]]);
  });

  it('renders nothing when everything fits on one page', async () => {
    await renderSite(<Pager page={1} lastPage={1} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('speaks Amharic', async () => {
    await renderSite(<Pager page={1} lastPage={2} onPageChange={() => {}} />, { locale: 'am' });
    expect(screen.getByRole('navigation', { name: 'ገጾች' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ቀጣይ ገጽ' })).toBeTruthy();
  });
});
