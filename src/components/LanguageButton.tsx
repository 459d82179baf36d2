import { Link } from 'wouter';
import { Icon } from './Icon';
import { iconGlobe } from './icons';
import { t } from '../i18n/i18n';

/** The header's language picker: shows the current language and opens /language. */
export function LanguageButton() {
  // Its own name comes with its texts: the first screen does not carry the other 20.
  const name = t('language.self');
  return (
    <Link href="/language" className="lang-btn" aria-label={`${t('language.title')}: ${name}`}>
      <Icon d={iconGlobe} size={18} /> {name}
    </Link>
  );
}
