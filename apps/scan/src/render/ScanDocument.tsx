import type { ReactNode } from 'react';
import { directionOf, intlLocaleOf, type ScanLanguage } from '../i18n/languages';
import { scriptMessagesId, type ScriptMessages } from '../i18n/script-messages';
import { builtAssets } from './built-assets';
import * as styles from './document.css';

/**
 * What the style element holds until the page is rendered; then the renderer writes there the CSS
 * its markup uses (pageCss). Wrapped in its element when replaced, so no text of a record (React
 * escapes every '<' of it) can stand in for it.
 */
export const pageCssMarker = '/*page-css*/';
export const pageCssElement = `<style>${pageCssMarker}</style>`;

export interface ScanDocumentProps {
  title: string;
  assetBase: string;
  /** The page's language: <html lang> and its direction (rtl for Arabic, decision 0466). */
  lang?: ScanLanguage;
  /** The page's one script (a built file name); the scan pages' enhance script by default. */
  script?: string;
  /** What the script says, in the page's language (decision 0472). */
  scriptMessages?: ScriptMessages;
  /**
   * A console preview (decision 0473): no script; links target a new window, which the
   * console's sandboxed frame (no allow-popups) refuses, so none is followed; no form may post.
   */
  preview?: boolean;
  children: ReactNode;
}

/**
 * The whole HTML document of a scan page. The CSS is inline (a few kB), so the first response
 * paints the verdict; the one script is a module, deferred by nature, so it never blocks
 * rendering, and the page is complete without it.
 */
export function ScanDocument({
  title,
  assetBase,
  lang = 'en',
  script = builtAssets.script,
  scriptMessages,
  preview = false,
  children,
}: ScanDocumentProps) {
  const scriptUrl = `${assetBase.replace(/\/+$/, '')}/${script}`;
  return (
    <html lang={lang} dir={directionOf(lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* A scan page is one code's private answer: search engines have no business indexing it. */}
        <meta name="robots" content="noindex, nofollow" />
        <title>{title}</title>
        {/* Our own build's CSS, never user text: the renderer puts the page's share here. */}
        {builtAssets.cssPieces.length > 0 && <style>{pageCssMarker}</style>}
        {preview ? (
          <>
            <meta httpEquiv="Content-Security-Policy" content="form-action 'none'" />
            <base target="_blank" />
          </>
        ) : (
          <script type="module" src={scriptUrl} />
        )}
      </head>
      {/* data-locale: the scripts write dates in the page's locale, not the phone's (decision 0472). */}
      <body className={`${styles.scanTheme} ${styles.body}`} data-locale={intlLocaleOf(lang)}>
        {children}
        {scriptMessages && (
          <script
            type="application/json"
            id={scriptMessagesId}
            // Our catalogue's words, JSON with every '<' escaped: no text here can close the element.
            dangerouslySetInnerHTML={{
              __html: JSON.stringify(scriptMessages).replace(/</g, '\\u003c'),
            }}
          />
        )}
      </body>
    </html>
  );
}
