import { usePageI18n } from '../../i18n/page-i18n';
import { languageNames, languageSwitchUrl, scanLanguages } from '../../i18n/languages';
import * as styles from './PageLayout.css';

/**
 * The languages the page speaks, each by its own name and marked with its language (so a
 * screen reader says 'Deutsch' in German). Plain links (decision 0466): the server's route sets
 * the `vt_lang` cookie and redirects back, so choosing works without JavaScript.
 */
export function LanguageSwitcher({ back }: { back: string | undefined }) {
  const { t, lang: current } = usePageI18n();
  return (
    <nav aria-label={t('language.label')} data-slot="languages">
      <ul className={styles.languageList}>
        {scanLanguages.map((lang) => (
          <li key={lang}>
            <a
              className={styles.language}
              href={languageSwitchUrl(lang, back)}
              lang={lang}
              hrefLang={lang}
              aria-current={lang === current ? 'true' : undefined}
              rel="nofollow"
            >
              {languageNames[lang]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
