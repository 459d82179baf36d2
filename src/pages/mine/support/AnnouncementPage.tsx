import { t } from '../../../i18n/i18n';
import { NavBar } from '../../../components/NavBar';
import { Announcement } from '../../home/Announcement';

/** /mine/announcement: the fixed announcement text. */
export default function AnnouncementPage() {
  return (
    <main className="page">
      <NavBar title={t('announcement.title')} />
      <div className="card">
        <Announcement full />
      </div>
    </main>
  );
}
