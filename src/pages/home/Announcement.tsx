import { t } from '../../i18n/i18n';
import { site } from '../../state/site';

/** The service-area announcement; on a site titled DEMO it adds the red bold "DEMO test" marker. */
export function Announcement({ full = false }: { full?: boolean }) {
  const isDemoSite = site.value?.title === 'DEMO';
  return (
    <p className={full ? 'announcement full' : 'announcement'}>
      {isDemoSite && <strong className="demo-marker">{t('announcement.demo_test')} </strong>}
      {t('announcement.text')}
    </p>
  );
}
