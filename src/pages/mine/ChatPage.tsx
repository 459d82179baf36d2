import { t } from '../../i18n/i18n';
import { NavBar } from '../../components/NavBar';
import { site } from '../../state/site';

/** /mine/chat: the support chat of site settings, full screen in a frame; a plain message when none is set. */
export default function ChatPage() {
  const link = site.value?.service_link ?? '';
  const ok = /^https?:\/\//i.test(link);
  return (
    <main class="page chat-page">
      <NavBar title={t('mine.support')} />
      {ok
        ? <iframe class="chat-frame" src={link} title={t('mine.support')} referrerpolicy="no-referrer"
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups" />
        : <div class="notice"><p>{t('support.not_configured')}</p></div>}
    </main>
  );
}
