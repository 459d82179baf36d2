import type { ReactNode } from 'react';
import { t } from '../../i18n/i18n';
import { Field } from '../../components/Field';
import { CountdownButton } from '../../components/CountdownButton';
import { sendEmailCode } from '../../api/code-forms-api';
import { checkEmail } from './password-rules';
import type { BoundField } from './use-form-fields';

// The field groups of the forms that send a code by e-mail: register, forgot and change password.

/** The e-mail the account is known by. */
export const EmailField = (p: BoundField) => (
  <Field label={t('register.email')} type="email" autoComplete="email" inputMode="email" {...p} />
);

/** The code from the e-mail (or a picture's code); `after` is its send button or the picture. */
export const CodeField = ({
  label,
  inputMode = 'numeric',
  after,
  ...p
}: BoundField & { label: string; inputMode?: 'text' | 'numeric'; after: ReactNode }) => (
  <Field label={label} inputMode={inputMode} autoComplete="one-time-code" maxLength={16} after={after} {...p} />
);

/** "Send code" to the typed e-mail, once it is a valid one; `onEmailError` shows why not (or clears it). */
export const SendCodeButton = ({
  email,
  type,
  onEmailError,
}: {
  email: string;
  /** The code's purpose (core/codes.ts, CodeType). */
  type: number;
  onEmailError: (err: string | undefined) => void;
}) => (
  <CountdownButton
    canSend={() => {
      const err = checkEmail(email);
      onEmailError(err);
      return !err;
    }}
    onSend={() => sendEmailCode(email.trim(), type)}
  />
);

/** A new password and its repeat (8–64 characters; the browser may offer to make one up). */
export const NewPasswordFields = ({
  password,
  repeat,
}: {
  password: BoundField & { label: string };
  repeat: BoundField & { label: string };
}) => (
  <>
    <Field type="password" autoComplete="new-password" maxLength={64} {...password} />
    <Field type="password" autoComplete="new-password" maxLength={64} {...repeat} />
  </>
);
