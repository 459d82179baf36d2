import { t } from './i18n';
import { formatNumber } from './numbers';
import { locale } from '../state/locale';
import { htmlLang } from '../../core/rules/languages';
import { parseNumber } from '../../core/rules/number-parse';

/**
 * A number field's text read in the current language (core/rules/number-parse.ts): [its exact decimal, ''], or
 * ['', the message to show next to the field] when it can't be read, is below 0 (unless `signed`) or is empty and
 * `required` (else empty is ['', '']). The messages are `trade`'s, loaded by every screen with a number field and by
 * the back office: number_invalid (with an example in the language's format) and number_negative.
 */
export function readNumber(text: string, { signed = false, required = false } = {}): [value: string, error: string] {
  const r = parseNumber(text, htmlLang(locale.value));
  if ('problem' in r)
    return [
      '',
      r.problem === 'empty' && !required ? '' : t('trade.number_invalid', { example: formatNumber(1234.5, 2) }),
    ];
  return !signed && r.value[0] === '-' ? ['', t('trade.number_negative')] : [r.value, ''];
}

/** A decimal string as a number field is pre-filled: in the current language, with its own places ("0.01": "0,01" in de). */
export const numberText = (value: string): string => formatNumber(value, (value.split('.')[1] ?? '').length);
