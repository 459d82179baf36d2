import type { Translate } from '../i18n/translator.js';
import { normalizeLang } from '../../core/rules/languages.js';
import { formatMicro } from '../../core/rules/money.js';
import { AlertDirection } from '../../core/codes.js';
import type { AlertWire } from '../../core/wire/alerts.js';
import type { PushKind, PushPayload } from '../../core/wire/push.js';

/** What a notification is about: a fired price alert, an order the server closed or filled, or a test. */
export type PushEvent =
  | { kind: 'alert'; alert: AlertWire; price: number }
  | {
      kind: Exclude<PushKind, 'alert'>;
      orderId: number;
      pair: string;
      precision: number;
      price: number;
      profitMicro: number;
    }
  | { kind: 'test' };

/**
 * The notification of `event` in `lang` (the subscription's): the site's title, a sentence in the server namespace
 * of locales/ (`server.push.*`: the same sentences the app's in-app messages say), the path a tap opens (the
 * order's tab, with its id; or the pair on /trade), and a tag, so a newer notice of one order or alert replaces the
 * older. Prices carry the pair's precision; the P/L is rounded to cents (display only: the ledger stays exact).
 */
export function pushPayload(t: Translate, lang: string, title: string, event: PushEvent): PushPayload {
  const l = normalizeLang(lang, 'en');
  if (event.kind === 'test')
    return { title, body: t(l, 'server.push.test'), url: '/mine/notifications', tag: 'test', kind: 'test' };
  if (event.kind === 'alert') {
    const a = event.alert;
    const key = a.Direction === AlertDirection.Above ? 'server.push.alert_above' : 'server.push.alert_below';
    const body = t(l, key, {
      pair: a.ShowCode,
      price: event.price.toFixed(a.PricePrecision),
      level: a.Price.toFixed(a.PricePrecision),
    });
    return { title, body, url: `/trade?code=${encodeURIComponent(a.Code)}`, tag: `alert-${a.Id}`, kind: 'alert' };
  }
  const price = event.price.toFixed(event.precision);
  if (event.kind === 'fill') {
    return {
      title,
      body: t(l, 'server.push.pending_filled', { pair: event.pair }),
      url: `/order?type=1&id=${event.orderId}`,
      tag: `order-${event.orderId}`,
      kind: 'fill',
    };
  }
  const body = t(l, `server.push.closed_${event.kind}`, {
    pair: event.pair,
    price,
    pl: `${formatMicro(event.profitMicro, 2)} USD`,
  });
  return { title, body, url: `/order?type=3&id=${event.orderId}`, tag: `order-${event.orderId}`, kind: event.kind };
}
