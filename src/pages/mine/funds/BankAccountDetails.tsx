import { t } from '../../../i18n/i18n';
import type { BankAccount } from '../../../api/funds-api';

/**
 * One collecting bank account, as the trader copies it to make a transfer: each value is isolated from the page's
 * direction, free text (names, the address) in its own (<bdi>: "Meridian Trust Bank N.A." is not
 * ".Meridian Trust Bank N.A" in ar), codes and numbers left to right.
 */
export function BankAccountDetails({ a }: { a: BankAccount }) {
  return (
    <dl>
      <div>
        <dt>{t('bank.bank_name')}</dt>
        <dd>
          <bdi>{a.bank_name}</bdi>
        </dd>
      </div>
      <div>
        <dt>{t('bank.bank_address')}</dt>
        <dd>
          <bdi>{a.bank_address}</bdi>
        </dd>
      </div>
      <div>
        <dt>{t('bank.swift')}</dt>
        <dd dir="ltr">{a.bank_swift}</dd>
      </div>
      <div>
        <dt>{t('bank.payee_name')}</dt>
        <dd>
          <bdi>{a.payee_name}</bdi>
        </dd>
      </div>
      <div>
        <dt>{t('bank.payee_account')}</dt>
        <dd dir="ltr">{a.payee_account}</dd>
      </div>
      {a.bank_remark && (
        <div>
          <dt>{t('bank.remark')}</dt>
          <dd>
            <bdi>{a.bank_remark}</bdi>
          </dd>
        </div>
      )}
    </dl>
  );
}
