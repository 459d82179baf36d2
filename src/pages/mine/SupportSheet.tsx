import { t } from '../../i18n/i18n';
import { supportDialog } from '../../state/support-actions';
import { Popup } from '../../components/Popup';
import { CopyButton } from '../../components/CopyButton';

/** Support's contact, once asked for (the menu's Support row), to copy; or that there is none. */
export function SupportSheet() {
  return (
    <Popup
      open={supportDialog.value !== null}
      onClose={() => {
        supportDialog.value = null;
      }}
      title={t('mine.support')}
      height="38%"
    >
      {supportDialog.value ? (
        <div className="stack">
          <p className="break-all" dir="ltr">
            {supportDialog.value}
          </p>
          <CopyButton text={supportDialog.value} />
        </div>
      ) : (
        <p className="muted">{t('support.not_configured')}</p>
      )}
    </Popup>
  );
}
