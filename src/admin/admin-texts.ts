import { mergeTexts } from '../i18n/i18n';
import type { Lang } from '../../core/rules/languages';

/** The `admin` namespace of each language, a chunk of its own (vite.config's locale-chunks). */
const parts = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*.json', { query: '?admin' });

/** Loads the back office's texts for a language. */
export async function loadAdminTexts(lang: Lang): Promise<void> {
  const load = parts[`../../locales/${lang}.json`];
  if (load) mergeTexts(lang, (await load()).default);
}
