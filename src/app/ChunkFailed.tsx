import { t } from '../i18n/i18n';

/**
 * Shown in place of a screen whose code could not be fetched (offline, or a deploy removed the old file):
 * says why and offers a reload, instead of a blank page. Lives in the first chunk: it must work offline.
 */
export function ChunkFailed() {
  return (
    <main className="page">
      <div className="notice" role="alert">
        <p>{t('public.screen_failed')}</p>
        <button type="button" className="btn primary" onClick={() => window.location.reload()}>
          {t('public.retry')}
        </button>
      </div>
    </main>
  );
}
