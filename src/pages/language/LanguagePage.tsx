import { goBack } from '../../app/go-back';
import { Icon } from '../../components/Icon';
import { iconCheck } from '../../components/icons-more';
import { LANGUAGES, type Lang } from '../../../core/rules/languages';
import { LANGUAGE_NAMES } from '../../../core/rules/language-names';
import { locale } from '../../state/locale';
import { setLocale } from '../../i18n/i18n';
import { t } from '../../i18n/i18n';
import { NavBar } from '../../components/NavBar';
import { resaveThisDevice } from '../../state/push-device';

/** /language: the 21 languages in their own names; picking one switches, remembers it and goes back. */
export default function LanguagePage() {
  const pick = async (code: Lang) => {
    await setLocale(code);
    // Notifications on this device follow the language.
    void resaveThisDevice();
    // Back to the screen that opened the list (only links lead here), or home when opened directly.
    goBack('/', true);
  };
  return (
    <main className="page">
      <NavBar title={t('language.title')} />
      {/* A list of buttons, the chosen one marked aria-current: a listbox of options may not hold buttons. */}
      <ul className="list" aria-label={t('language.title')}>
        {LANGUAGES.map((l) => {
          const selected = l.code === locale.value;
          return (
            <li key={l.code}>
              <button
                type="button"
                className="row"
                lang={l.html}
                data-lang={l.code}
                aria-current={selected || undefined}
                onClick={() => void pick(l.code)}
              >
                <span>{LANGUAGE_NAMES[l.code]}</span>
                {selected && (
                  <span className="check">
                    <Icon d={iconCheck} size={20} />
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </main>
  );
}
