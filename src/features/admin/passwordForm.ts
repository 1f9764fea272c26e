/** The change-password rules: all fields, matching, 6+ characters (the server checks the current one). */
export interface PasswordFormValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const PASSWORD_MESSAGES = {
  required: 'Please fill in all password fields',
  mismatch: 'New passwords do not match',
  short: 'New password must be at least 6 characters long',
} as const;

export const MIN_PASSWORD_LENGTH = 6;

/** The first problem with the form, or null when it may be sent. */
export function validatePasswordForm(values: PasswordFormValues): string | null {
  if (!values.currentPassword || !values.newPassword || !values.confirmPassword)
    return PASSWORD_MESSAGES.required;
  if (values.newPassword !== values.confirmPassword) return PASSWORD_MESSAGES.mismatch;
  if (values.newPassword.length < MIN_PASSWORD_LENGTH) return PASSWORD_MESSAGES.short;
  return null;
}

export const LOGIN_MESSAGES = {
  required: 'Please enter both username and password',
  invalid: 'Invalid username or password. Please try again.',
  failed: 'Login failed. Please try again.',
  success: 'Login successful! Welcome to admin panel.',
} as const;

/** What the login form says for a failed login: 401 wrong credentials, 429 the server's limit message. */
export function loginFailureText(status: number | null, serverMessage: string): string {
  if (status === 401) return LOGIN_MESSAGES.invalid;
  if (status === 429 && serverMessage !== 'Unknown error') return serverMessage;
  return LOGIN_MESSAGES.failed;
}
