import { t } from '../../i18n/i18n';
import { isEmail, isPassword } from '../../../core/rules/credentials';

/** The form's e-mail check (the shared rule); the server checks again and has the last word. */
export const checkEmail = (v: string): string | undefined =>
  isEmail(v.trim()) ? undefined : t('register.email_invalid');

/** 8–64 characters, the shared rule the server enforces. */
export const checkPassword = (v: string): string | undefined =>
  isPassword(v) ? undefined : t('register.password_length');
