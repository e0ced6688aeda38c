/** Password policy of spec section 5: at least 8 characters, 1 uppercase, 1 lowercase, 1 number, 1 special. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

/** The message key of the first broken rule, or undefined when the password is acceptable. */
export function passwordPolicyError(password: string): string | undefined {
  if (
    password.length < PASSWORD_MIN_LENGTH ||
    password.length > PASSWORD_MAX_LENGTH ||
    !/[A-Z]/.test(password) ||
    !/[a-z]/.test(password) ||
    !/[0-9]/.test(password) ||
    !/[^A-Za-z0-9]/.test(password)
  ) {
    return 'app.validation.password_policy';
  }
  return undefined;
}

/** Reset form of spec section 5: both fields set, then equal. */
export function passwordPairError(password: string, confirm: string): string | undefined {
  if (!password || !confirm) return 'app.validation.no_password_set';
  if (password !== confirm) return 'app.validation.passwords_differ';
  return passwordPolicyError(password);
}
