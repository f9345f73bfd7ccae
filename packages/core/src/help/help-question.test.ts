import { describe, expect, it } from 'vitest';
import {
  buildHelpQuestion,
  HELP_EMAIL_MAX_LENGTH,
  HELP_QUESTION_MAX_LENGTH,
  helpQuestionErrors,
} from './help-question.ts';

describe('helpQuestionErrors', () => {
  it('requires both the e-mail address and the question (§5)', () => {
    expect(helpQuestionErrors({ email: '', question: '' })).toEqual({
      email: 'required',
      question: 'required',
    });
    expect(helpQuestionErrors({ email: '   ', question: ' \n ' })).toEqual({
      email: 'required',
      question: 'required',
    });
  });

  it('accepts a filled form, spaces around the values included', () => {
    expect(helpQuestionErrors({ email: ' abebe@example.com ', question: ' How do I give? ' })).toEqual({});
  });

  it('refuses what is not an e-mail address, or one too long to keep', () => {
    for (const email of ['abebe', 'abebe@', 'abebe@example', 'a b@example.com', 'a@@example.com']) {
      expect(helpQuestionErrors({ email, question: 'Hi' }), email).toEqual({ email: 'invalid' });
    }
    const long = `${'a'.repeat(HELP_EMAIL_MAX_LENGTH - '@example.com'.length + 1)}@example.com`;
    expect(helpQuestionErrors({ email: long, question: 'Hi' })).toEqual({ email: 'invalid' });
  });

  it('refuses a question longer than the server keeps', () => {
    const email = 'abebe@example.com';
    expect(helpQuestionErrors({ email, question: 'x'.repeat(HELP_QUESTION_MAX_LENGTH) })).toEqual({});
    expect(helpQuestionErrors({ email, question: 'x'.repeat(HELP_QUESTION_MAX_LENGTH + 1) })).toEqual({
      question: 'too-long',
    });
  });
});

describe('buildHelpQuestion', () => {
  it('trims both fields', () => {
    expect(buildHelpQuestion({ email: ' abebe@example.com ', question: '  When?\n' })).toEqual({
      email: 'abebe@example.com',
      question: 'When?',
    });
  });

  it('throws for a form with problems, naming them', () => {
    expect(() => buildHelpQuestion({ email: 'nope', question: '' })).toThrow(
      /email: invalid, question: required/,
    );
  });
});
