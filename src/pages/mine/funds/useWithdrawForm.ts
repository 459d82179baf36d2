import { useState } from 'react';
import { useLocation } from 'wouter';
import { t } from '../../../i18n/i18n';
import { confirm } from '../../../state/dialog';
import { refreshUser } from '../../../state/session-actions';
import { submitWithdraw, type DrawType } from '../../../api/funds-api';
import { withdrawQuote } from '../../../../core/rules/trading-rules';
import { formatNumber } from '../../../i18n/numbers';
import { readNumber } from '../../../i18n/number-input';
import { showToast } from '../../../state/toast';
import { useWithdrawChoices } from './useWithdrawChoices';

/** Amount in USD, as read (src/i18n/number-input.ts): digits with at most 6 decimals (the server checks the rest). */
const AMOUNT = /^\d{1,12}(\.\d{1,6})?$/;

/**
 * The withdraw form's state: its choices (useWithdrawChoices), the amount as typed and read (with its message, the
 * fee and what arrives), the remark and the confirming code; `submit` sends it (or offers to bind a destination
 * first) and `onSent` hears it went.
 */
export function useWithdrawForm(tab: DrawType, onSent: () => void) {
  const [, go] = useLocation();
  const choices = useWithdrawChoices(tab);
  const { symbol, symbolId, methods, methodId } = choices;
  const [amount, setAmount] = useState('');
  const [memo, setMemo] = useState('');
  const [code, setCode] = useState('');
  // The amount typed in the trader's language, and what is wrong with it (said under the field as it is typed).
  const [value, unreadable] = readNumber(amount);
  const quote = withdrawQuote(value, symbol);
  const amountError =
    unreadable ||
    (value && !AMOUNT.test(value) ? t('withdraw.amount_invalid', { example: formatNumber(25.5, 2) }) : '');
  const badAmount = amountError !== '';

  /** No saved destination: offer to bind one (docs/product.md, Screens; wallet.not_bind). */
  const askBind = async () => {
    if (await confirm(t('wallet.not_bind'))) go(`/mine/withdraw-way?type=${tab}`);
  };

  const submit = async () => {
    if (!methods.length || methodId === null) {
      await askBind();
      return;
    }
    if (symbolId === null || badAmount || !value) return;
    if (!code.trim()) {
      showToast(t('withdraw.enter_code'));
      return;
    }
    try {
      await submitWithdraw({
        draw_currency_id: symbolId,
        number: value,
        memo: memo.trim(),
        draw_method_id: methodId,
        auth_code: code.trim(),
      });
      setAmount('');
      setMemo('');
      setCode('');
      onSent();
      void refreshUser();
    } catch {
      /* toasted */
    }
  };
  return {
    ...choices,
    amount,
    setAmount,
    memo,
    setMemo,
    code,
    setCode,
    value,
    quote,
    amountError,
    badAmount,
    askBind,
    submit,
  };
}
