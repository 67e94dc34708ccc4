import { createContext, useContext, type ReactNode } from 'react';
import { usePageI18n } from '../../i18n/page-i18n';
import * as styles from './Preview.css';

const PreviewContext = createContext(false);

/** Whether the page is a console preview (decision 0473): its forms then post nothing. */
export const usePreview = () => useContext(PreviewContext);

/**
 * A page rendered as a preview for the console (decision 0473): said on top in the page's
 * language, so no one takes it for a real scan, and every form under it disabled.
 */
export function Preview({ children }: { children: ReactNode }) {
  const { t } = usePageI18n();
  return (
    <PreviewContext.Provider value={true}>
      <aside className={styles.banner} aria-label={t('preview.label')} data-slot="preview-banner">
        <strong>{t('preview.label')}</strong> <span>{t('preview.note')}</span>
      </aside>
      {children}
    </PreviewContext.Provider>
  );
}
