import type { AlertPush } from '../api/alerts-api';
import { t } from '../i18n/i18n';
import { loadRestTexts } from '../i18n/more-texts';
import { formatNumber } from '../i18n/numbers';
import { holdTopic } from '../socket/socket-client';
import { showToast } from './toast';
import { AlertDirection } from '../../core/codes';

/** PRICE_ALERT held from the prime to the reset (the session's life, with the close messages: away-closures.ts). */
let release: (() => void) | null = null;

/** The sentence of a fired alert ("Price alert: BTC/USD rose to 96,000.00 (level 96,000.00)"), the push's own. */
export function alertMessage(p: AlertPush): string {
  const a = p.alert;
  // In a right-to-left sentence a number is isolated left-to-right (as closeMessage does).
  const n = (v: number) => {
    const s = formatNumber(v, a.PricePrecision);
    return document.documentElement.dir === 'rtl' ? `\u2066${s}\u2069` : s;
  };
  return t(a.Direction === AlertDirection.Above ? 'alerts.fired_above' : 'alerts.fired_below', {
    pair: a.ShowCode,
    price: n(p.price),
    level: n(a.Price),
  });
}

/** While the app is open, on any screen: says each price alert the server fires, as the in-app close messages do. */
export function primeLiveAlerts(): void {
  release ??= holdTopic('PRICE_ALERT', (p) => {
    void loadRestTexts()
      .then(() => showToast(alertMessage(p), 6000))
      .catch(() => undefined);
  });
}

export function resetLiveAlerts(): void {
  release?.();
  release = null;
}
