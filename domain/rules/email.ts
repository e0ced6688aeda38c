export const EMAIL_MAX_LENGTH = 254;

// One @, no spaces, a dot in the domain: what a person can check by eye.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** E-mails are stored and compared trimmed and lower-cased. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const isValidEmail = (email: string) =>
  email.length <= EMAIL_MAX_LENGTH && EMAIL.test(email.trim());

/** Message key for a bad e-mail (spec: "Invalid email adress"), or undefined. */
export const emailError = (email: string): string | undefined =>
  isValidEmail(email) ? undefined : 'app.validation.invalid_email';
