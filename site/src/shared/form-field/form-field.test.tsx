import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { FormField } from './form-field.tsx';

function described(control: HTMLElement): string[] {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}

describe('FormField', () => {
  it('labels its input and ties the hint and the error to it, in the order they are shown', async () => {
    const { container } = render(
      <FormField
        block="auth-field"
        label="Username"
        hint="Letters and digits only."
        error="Username can only contain letters and digits."
        value="abebe_k"
        onChange={() => {}}
        name="username"
        required
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(described(input)).toEqual([
      'Letters and digits only.',
      'Username can only contain letters and digits.',
    ]);
    expect(input.getAttribute('name')).toBe('username');
    expect(input.hasAttribute('required')).toBe(true);
    expect(input.className).toBe('auth-field__input');
    expect(input.closest('.auth-field__field')).toBeTruthy();
    expect(screen.getByText('Username').className).toBe('auth-field__label');
    expect(screen.getByText('Letters and digits only.').className).toBe('auth-field__hint');
    expect(screen.getByText('Username can only contain letters and digits.').className).toBe(
      'auth-field__error',
    );
    await expectNoAxeViolations(container);
  });

  it('is neither invalid nor described when it has nothing to say', () => {
    render(<FormField block="dialog-form" label="Title" value="" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('puts a hint below the field after the error, and reads them in that order', () => {
    const { container } = render(
      <FormField
        block="question-form"
        label="Your question"
        hint="2 of 2000 characters"
        hintPlacement="below"
        error="Write your question"
        rows={5}
        value="Hi"
        onChange={() => {}}
      />,
    );
    const textarea = screen.getByRole('textbox', { name: 'Your question' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea.getAttribute('rows')).toBe('5');
    expect(described(textarea)).toEqual(['Write your question', '2 of 2000 characters']);
    const field = container.querySelector('.question-form__field')!;
    expect([...field.children].map((child) => child.className)).toEqual([
      'question-form__label',
      'question-form__input',
      'question-form__error',
      'question-form__hint',
    ]);
  });

  it('shows a positive note only while there is no error', () => {
    const { rerender } = render(
      <FormField
        block="auth-field"
        label="Repeat password"
        type="password"
        value="secret-pass"
        onChange={() => {}}
        note="Password Matches"
      />,
    );
    const input = screen.getByLabelText('Repeat password');
    expect(described(input)).toEqual(['Password Matches']);
    rerender(
      <FormField
        block="auth-field"
        label="Repeat password"
        type="password"
        value="secret-pass"
        onChange={() => {}}
        note="Password Matches"
        error="Password Doesn't Match"
      />,
    );
    expect(screen.queryByText('Password Matches')).toBeNull();
    expect(described(input)).toEqual(["Password Doesn't Match"]);
  });

  it('puts a prefix and the input in one row', () => {
    render(
      <FormField
        block="auth-field"
        label="Phone number"
        type="tel"
        value=""
        onChange={() => {}}
        prefix={<span className="auth-field__prefix">+251</span>}
      />,
    );
    const row = screen.getByRole('textbox', { name: 'Phone number' }).parentElement!;
    expect(row.className).toBe('auth-field__row');
    expect(row.textContent).toBe('+251');
  });

  it('hands typed text, focus handlers, refs and data attributes to the control', async () => {
    const onBlur = vi.fn();
    const ref = { current: null as HTMLInputElement | null };
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <>
          <FormField
            block="dialog-form"
            label="Name"
            value={value}
            onChange={setValue}
            onBlur={onBlur}
            ref={ref}
            data-lomi-autofocus=""
          />
          <FormField block="dialog-form" label="Message" rows={3} value={value} onChange={setValue} />
        </>
      );
    }
    render(<Controlled />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'Abebe');
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe('Abebe');
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(ref.current).toBe(name);
    expect(name.hasAttribute('data-lomi-autofocus')).toBe(true);
  });
});
