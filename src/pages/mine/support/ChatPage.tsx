import { t } from '../../../i18n/i18n';
import { NavBar } from '../../../components/NavBar';
import { site } from '../../../state/site';

/** /mine/chat: the support chat of site settings, full screen in a frame; a plain message when none is set. */
export default function ChatPage() {
  const link = site.value?.service_link ?? '';
  const ok = /^https?:\/\//i.test(link);
  return (
    <main className="page chat-page">
      <NavBar title={t('mine.support')} />
      {ok ? (
        <iframe
          className="chat-frame"
          src={link}
          title={t('mine.support')}
          referrerPolicy="no-referrer"
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        />
      ) : (
        <div className="notice">
          <p>{t('support.not_configured')}</p>
        </div>
      )}
    </main>
  );
}
