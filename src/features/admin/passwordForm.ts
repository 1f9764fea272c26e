import { t } from '../../i18n/i18n';
import { isUnknownError } from '../../api/adminApi';
import { messageTable } from './messageTable';

/** The change-password rules: all fields, matching, 6+ characters (the server checks the current one). */
export interface PasswordFormValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const MIN_PASSWORD_LENGTH = 6;

export const PASSWORD_MESSAGES = messageTable({
  required: 'admin.settings.passwordsRequired',
  mismatch: 'admin.settings.passwordsMismatch',
});

/** The first problem with the form, or null when it may be sent. */
export function validatePasswordForm(values: PasswordFormValues): string | null {
  if (!values.currentPassword || !values.newPassword || !values.confirmPassword)
    return PASSWORD_MESSAGES.required;
  if (values.newPassword !== values.confirmPassword) return PASSWORD_MESSAGES.mismatch;
  if (values.newPassword.length < MIN_PASSWORD_LENGTH)
    return t('admin.settings.passwordShort', { min: MIN_PASSWORD_LENGTH });
  return null;
}

export const LOGIN_MESSAGES = messageTable({
  required: 'admin.login.required',
  invalid: 'admin.login.invalid',
  failed: 'admin.login.failed',
  success: 'admin.login.success',
});

/** What the login form says for a failed login: 401 wrong credentials, 429 the server's limit message. */
export function loginFailureText(status: number | null, serverMessage: string): string {
  if (status === 401) return LOGIN_MESSAGES.invalid;
  if (status === 429 && !isUnknownError(serverMessage)) return serverMessage;
  return LOGIN_MESSAGES.failed;
}
