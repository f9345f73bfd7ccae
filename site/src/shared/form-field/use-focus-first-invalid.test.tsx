import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field.tsx';
import { useFocusFirstInvalid } from './use-focus-first-invalid.ts';

/** Two fields whose errors appear on submit, at once or after a (fake) server answer. */
function Form({ answerLater = false }: { answerLater?: boolean }) {
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (answerLater) await new Promise((resolve) => setTimeout(resolve, 10));
    setErrors({
      email: 'Invalid Email Address',
      ...(answerLater ? {} : { name: 'Please enter your name.' }),
    });
    focusFirstInvalid();
  }
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
      <FormField block="dialog-form" label="Name" value="" onChange={() => {}} error={errors.name} />
      <FormField block="dialog-form" label="E-mail" value="" onChange={() => {}} error={errors.email} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('useFocusFirstInvalid', () => {
  it('focuses the first field that became invalid, once its message is shown', async () => {
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('also after an answer that came back later', async () => {
    render(<Form answerLater />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'E-mail' })));
  });
});
