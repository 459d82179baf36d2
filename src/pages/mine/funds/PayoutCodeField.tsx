import { t } from '../../../i18n/i18n';
import { Field } from '../../../components/Field';
import { CountdownButton } from '../../../components/CountdownButton';
import { sendEmailCode } from '../../../api/code-forms-api';
import { user } from '../../../state/session';
import { CodeField } from '../../auth/code-form-fields';
import { PayoutGuard, type CodeType } from '../../../../core/codes';

interface Props {
  /** What the code confirms: a withdrawal or a new payout method (an e-mail code only works for its own purpose). */
  purpose: typeof CodeType.Withdraw | typeof CodeType.BindMethod;
  value: string;
  onChange: (v: string) => void;
}

/**
 * The code a withdrawal or a new payout method asks for, as the server says in /api/user/info (payout_guard): with
 * two-factor sign-in on, the authenticator app's code (a recovery code also works); otherwise the e-mail code that
 * "Send code" sends to the account's own address (the server ignores any other for these purposes), like the
 * register page's.
 */
export function PayoutCodeField({ purpose, value, onChange }: Props) {
  const u = user.value;
  if (u?.payout_guard === PayoutGuard.Authenticator)
    return (
      <Field
        name="auth_code"
        label={t('withdraw.totp_code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={16}
        value={value}
        onChange={onChange}
      />
    );
  const email = u?.email ?? '';
  return (
    <CodeField
      name="auth_code"
      // The address and its brackets isolated (FSI…PDI): in a right-to-left label they stay one left-to-right piece.
      label={`${t('withdraw.email_code')} \u2068(${email})\u2069`}
      value={value}
      onChange={onChange}
      after={<CountdownButton onSend={() => sendEmailCode(email, purpose)} />}
    />
  );
}
