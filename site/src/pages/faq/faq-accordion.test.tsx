import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { FaqAccordion } from './faq-accordion.tsx';

const entries = [
  { question: 'What is Lomi?', answer: 'A fundraising platform.' },
  { question: 'How do I donate?', answer: 'Open a campaign and press Donate now.' },
  { question: 'Are there fees?', answer: 'A small processing fee.' },
];

const button = (name: string) => screen.getByRole('button', { name });

describe('FaqAccordion', () => {
  it('starts closed: every question a button with aria-expanded=false controlling its hidden answer', async () => {
    const { container } = render(<FaqAccordion entries={entries} />);
    for (const { question, answer } of entries) {
      const toggle = button(question);
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
      expect(panel?.textContent).toBe(answer);
      expect(panel?.hidden).toBe(true);
      expect(toggle.closest('h2')).not.toBeNull();
    }
    expect(screen.queryByRole('region')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('opens one answer at a time: opening another closes the open one', async () => {
    const user = userEvent.setup();
    const { container } = render(<FaqAccordion entries={entries} />);

    await user.click(button('How do I donate?'));
    expect(button('How do I donate?').getAttribute('aria-expanded')).toBe('true');
    const region = screen.getByRole('region', { name: 'How do I donate?' });
    expect(region.textContent).toBe('Open a campaign and press Donate now.');
    expect(region.id).toBe(button('How do I donate?').getAttribute('aria-controls'));

    await user.click(button('Are there fees?'));
    expect(button('Are there fees?').getAttribute('aria-expanded')).toBe('true');
    expect(button('How do I donate?').getAttribute('aria-expanded')).toBe('false');
    expect(screen.getAllByRole('region').map((panel) => panel.textContent)).toEqual([
      'A small processing fee.',
    ]);
    await expectNoAxeViolations(container);
  });

  it('closes the open answer when its question is pressed again, by keyboard too', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion entries={entries} />);

    await user.tab();
    expect(document.activeElement).toBe(button('What is Lomi?'));
    await user.keyboard('{Enter}');
    expect(button('What is Lomi?').getAttribute('aria-expanded')).toBe('true');
    await user.keyboard(' ');
    expect(button('What is Lomi?').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region')).toBeNull();
  });
});
