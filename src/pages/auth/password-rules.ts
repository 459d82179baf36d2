import { t } from '../../i18n/i18n';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The form's e-mail check; the server checks again and has the last word. */
export const checkEmail = (v: string): string | undefined =>
  EMAIL_RE.test(v.trim()) ? undefined : t('register.email_invalid');

/** 8–64 characters, as the server enforces. */
export const checkPassword = (v: string): string | undefined =>
  v.length >= 8 && v.length <= 64 ? undefined : t('register.password_length');
