import { t } from '../../i18n/i18n';

/** The picture code (register with verify_reg_type Captcha); a tap fetches a new one. */
export function CaptchaButton({ b64s, onRefresh }: { b64s: string; onRefresh: () => void }) {
  return (
    <button type="button" className="captcha" onClick={onRefresh} aria-label={t('register.captcha_refresh')}>
      <img src={b64s} alt={t('register.captcha')} width={120} height={44} />
    </button>
  );
}
