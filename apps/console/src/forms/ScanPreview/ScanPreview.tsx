import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '@veritag/api';
import { languageNames, scanLanguages, type ScanLanguage } from '@veritag/domain';
import { Option, PreviewFrame, Select, Spinner } from '@veritag/ui';
import * as styles from './ScanPreview.css';

/** A pause in typing this long asks for a new preview: one request per pause, not per key. */
const typingPauseMs = 600;

export interface ScanPreviewProps<D> {
  /** The form's texts as they are now, unsaved; a change asks for a new preview after a pause. */
  draft: D;
  /** The scan page in one language with these texts, as the server renders it (decision 0473). */
  render: (lang: ScanLanguage, draft: D) => Promise<string>;
}

const languages = scanLanguages.map((id) => ({ id, name: languageNames[id] }));

/**
 * "Scan page preview" (decision 0473): the page a shopper's phone shows, in the chosen scan
 * language, rendered by the server with the texts being typed, at a phone's width in a
 * sandboxed frame. It follows the typing after a short pause; the last answer asked wins.
 */
export function ScanPreview<D>({ draft, render }: ScanPreviewProps<D>) {
  const titleId = useId();
  const [lang, setLang] = useState<ScanLanguage>('en');
  const [page, setPage] = useState<{ html?: string; problem?: string; loading: boolean }>({
    loading: true,
  });
  // The form's `render` may be new on every render: the latest one is used, only the draft and
  // the language ask for a new preview.
  const latestRender = useRef(render);
  useEffect(() => {
    latestRender.current = render;
  });
  // Compared by content: the form hands a new object on every render.
  const draftKey = JSON.stringify(draft);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      setPage((shown) => ({ ...shown, loading: true }));
      latestRender.current(lang, JSON.parse(draftKey) as D).then(
        (html) => current && setPage({ html, loading: false }),
        (error: unknown) =>
          current &&
          setPage((shown) => ({
            html: shown.html,
            loading: false,
            problem:
              error instanceof ApiError && error.title
                ? error.title
                : 'The preview could not be made',
          })),
      );
    }, typingPauseMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [lang, draftKey]);

  return (
    <section aria-labelledby={titleId} className={styles.section} data-slot="scan-preview">
      <h2 id={titleId} className={styles.title}>
        Scan page preview
      </h2>
      <p className={styles.hint}>
        What a shopper&apos;s phone shows for a genuine scan, with this form&apos;s texts as typed
        (not saved yet).
      </p>
      <div className={styles.controls}>
        <Select
          label="Preview language"
          items={languages}
          selectedKey={lang}
          onSelectionChange={(key) => key !== null && setLang(key as ScanLanguage)}
        >
          {(item) => <Option id={item.id}>{item.name}</Option>}
        </Select>
        {page.loading && <Spinner size="sm" aria-label="Updating the preview" />}
      </div>
      {page.problem && !page.loading && (
        <p role="alert" className={styles.problem}>
          {page.problem}
        </p>
      )}
      {page.html !== undefined && (
        <PreviewFrame
          html={page.html}
          title={`Scan page preview in ${languageNames[lang]}`}
          className={styles.frame}
        />
      )}
    </section>
  );
}
