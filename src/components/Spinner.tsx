import { isLoading } from '../state/loading';
import { t } from '../i18n/i18n';

/** Full-screen spinner for calls that ask for one; closes when they answer. */
export function Spinner() {
  if (!isLoading.value) return null;
  return (
    <div className="spinner-layer" role="alert" aria-busy="true" aria-label={t('public.loading')}>
      <div className="spinner" />
    </div>
  );
}
