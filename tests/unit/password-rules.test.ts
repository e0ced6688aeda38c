import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, emailError, isValidEmail } from '../../domain/rules/email';
import {
  PASSWORD_MAX_LENGTH,
  passwordPairError,
  passwordPolicyError,
} from '../../domain/rules/password';

const POLICY = 'app.validation.password_policy';

describe('password policy (spec section 5)', () => {
  it('accepts 8 characters with an uppercase, a lowercase, a number and a special one', () => {
    expect(passwordPolicyError('Abcdef1!')).toBeUndefined();
    expect(passwordPolicyError('Passwort-mit-Ümlaut-9')).toBeUndefined();
  });

  it.each([
    ['too short', 'Abcde1!'],
    ['no uppercase', 'abcdef1!'],
    ['no lowercase', 'ABCDEF1!'],
    ['no number', 'Abcdefg!'],
    ['no special character', 'Abcdefg1'],
    ['empty', ''],
    ['too long', `Aa1!${'x'.repeat(PASSWORD_MAX_LENGTH)}`],
  ])('refuses a password with %s', (_why, password) => {
    expect(passwordPolicyError(password)).toBe(POLICY);
  });

  it('asks for both reset fields, then equal ones, then the policy', () => {
    expect(passwordPairError('', 'Abcdef1!')).toBe('app.validation.no_password_set');
    expect(passwordPairError('Abcdef1!', '')).toBe('app.validation.no_password_set');
    expect(passwordPairError('Abcdef1!', 'Abcdef1?')).toBe('app.validation.passwords_differ');
    expect(passwordPairError('weak', 'weak')).toBe(POLICY);
    expect(passwordPairError('Abcdef1!', 'Abcdef1!')).toBeUndefined();
  });
});

describe('e-mail check', () => {
  it.each(['a@b.fr', 'first.last+tag@sub.example.com', ' padded@example.com '])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
      expect(emailError(email)).toBeUndefined();
    },
  );

  it.each([
    'plain',
    'no-domain@',
    '@no-local.com',
    'two@@example.com',
    'no-dot@example',
    'spa ce@example.com',
    'dot-end@example.',
    '',
    `${'a'.repeat(EMAIL_MAX_LENGTH)}@example.com`,
  ])('refuses %j with "Invalid email adress"', (email) => {
    expect(isValidEmail(email)).toBe(false);
    expect(emailError(email)).toBe('app.validation.invalid_email');
  });
});
