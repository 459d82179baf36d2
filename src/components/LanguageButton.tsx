import { Link } from 'wouter';
import { Icon } from './Icon';
import { iconGlobe } from './icons';
import { locale } from '../state/locale';
import { LANGUAGES } from '../../core/rules/languages';
import { t } from '../i18n/i18n';

/** The header's language picker: shows the current language and opens /language. */
export function LanguageButton() {
  const current = LANGUAGES.find((l) => l.code === locale.value);
  return (
    <Link href="/language" className="lang-btn" aria-label={`${t('language.title')}: ${current?.name ?? ''}`}>
      <Icon d={iconGlobe} size={18} /> {current?.name}
    </Link>
  );
}
