/**
 * Category keys with a translated name in every locale (`server.categories.<key>`). A category's display name
 * is never stored: the back office picks one of these keys, and adding a key means adding its 21 names.
 */
export const CATEGORY_KEYS = ['forex', 'metals', 'crypto', 'indices', 'energy', 'stocks', 'commodities'] as const;
export type CategoryKeyName = (typeof CATEGORY_KEYS)[number];

export const isCategoryKey = (k: string): k is CategoryKeyName => (CATEGORY_KEYS as readonly string[]).includes(k);
