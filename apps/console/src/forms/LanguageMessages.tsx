import { Fragment, useId, type ReactNode } from 'react';
import { languageNames, scanLanguages, type ScanLanguage } from '@veritag/domain';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@veritag/ui';
import * as styles from './LanguageMessages.css';

/** The form field of one message in one language, named as the form holds it. */
export type LanguageMessageFieldName<F extends string> = `messagesByLanguage.${F}.${ScanLanguage}`;

export interface LanguageMessagesProps<F extends string> {
  /** The messages that may be given per language, with their labels in the form. */
  fields: readonly (readonly [F, string])[];
  /** Renders one text field of the form (the form knows its own field types). */
  renderField: (
    name: LanguageMessageFieldName<F>,
    label: string,
    language: ScanLanguage,
  ) => ReactNode;
}

/**
 * "Messages in other languages" (decision 0469): a tab per scan language with a field per
 * message. A message left empty shows its default on the scan page. Every tab stays mounted
 * (hidden when not chosen), so every field is checked and a server error lands on its field.
 */
export function LanguageMessages<F extends string>({
  fields,
  renderField,
}: LanguageMessagesProps<F>) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId} className={styles.title}>
        Messages in other languages
      </h2>
      <p className={styles.hint}>
        Shown on the scan page to a shopper whose phone asks for that language. A message left empty
        shows the one above.
      </p>
      <Tabs defaultValue={scanLanguages[0]}>
        <TabsList aria-label="Language">
          {scanLanguages.map((language) => (
            <TabsTrigger key={language} value={language}>
              {languageNames[language]}
            </TabsTrigger>
          ))}
        </TabsList>
        {scanLanguages.map((language) => (
          <TabsContent key={language} value={language} forceMount>
            <div className={styles.fields} lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'}>
              {fields.map(([field, label]) => (
                <Fragment key={field}>
                  {renderField(
                    `messagesByLanguage.${field}.${language}`,
                    `${label} in ${languageNames[language]}`,
                    language,
                  )}
                </Fragment>
              ))}
            </div>
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
