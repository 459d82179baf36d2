import { loadTexts, loadTradeTexts, type TextPart } from './i18n';

/**
 * The text parts only later screens need, with their loaders here rather than in i18n.ts: each part's loader
 * table costs about 10 bytes of gzip per language in the chunk that holds it, and i18n.ts is on `/`.
 * `order`: the order list and close messages; `account`: the account centre and content screens; `rest`:
 * everything else beyond the first screens.
 */
const REST: TextPart = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*.json', {
  query: '?rest',
});
const ORDER: TextPart = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*.json', {
  query: '?order',
});
const ACCOUNT: TextPart = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*.json', {
  query: '?account',
});

/** The order list's texts, with /trade's (which it also shows): /order and the close messages await them. */
export const loadOrderTexts = (): Promise<void> =>
  Promise.all([loadTradeTexts(), loadTexts([ORDER])]).then(() => undefined);
/** Every text beyond the core but the account centre's: the other screens await it with their chunk. */
export const loadRestTexts = (): Promise<void> =>
  Promise.all([loadTradeTexts(), loadTexts([REST, ORDER])]).then(() => undefined);
/** All the texts (the account centre and content screens also show order, trade and session texts). */
export const loadAccountTexts = (): Promise<void> =>
  Promise.all([loadTradeTexts(), loadTexts([REST, ORDER, ACCOUNT])]).then(() => undefined);
