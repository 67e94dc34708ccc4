import { useStore } from '@tanstack/react-form';
import { useState, type ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/Tabs/Tabs';
import { useFormContext } from './form-context';
import * as styles from './FormTabs.css';

export interface FormTab {
  value: string;
  label: string;
  /** The form fields on this tab, by name: a tab holding an error is marked. */
  fields: readonly string[];
  children: ReactNode;
}

type ShownMeta = { errors?: unknown[]; isBlurred?: boolean; errorMap?: { onServer?: unknown } };
const isShown = (meta: ShownMeta | undefined, submitted: boolean) =>
  (meta?.errors?.length ?? 0) > 0 &&
  (submitted || meta?.isBlurred === true || meta?.errorMap?.onServer !== undefined);

export interface FormTabsProps {
  /** Names the tab list, e.g. 'Customer'. */
  label: string;
  tabs: readonly FormTab[];
}

/**
 * A form's fields split into tabs (the customer form's details, contact persons and email
 * settings). Every tab stays mounted, so all of them validate and submit together; a tab
 * holding an error is marked, and a submit that fails only on other tabs opens the first
 * of them, so the user sees what stopped the save. Use inside `<Form>`.
 */
export function FormTabs({ label, tabs }: FormTabsProps) {
  const form = useFormContext();
  const attempts = useStore(form.store, (state) => state.submissionAttempts);
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  // Joined into one string, so the store's comparison sees a change only when the set changes.
  // Only errors the fields show count (use-shown-error.ts): a blur validates the whole form, and
  // a tab the user never opened must not be marked before a Save.
  const invalidKey = useStore(form.store, (state) =>
    Object.entries(state.fieldMeta)
      .filter(([, meta]) => isShown(meta as ShownMeta | undefined, state.submissionAttempts > 0))
      .map(([name]) => name)
      .join('\n'),
  );
  const invalid = new Set(invalidKey ? invalidKey.split('\n') : []);
  const hasError = (tab: FormTab) =>
    tab.fields.some(
      (field) =>
        invalid.has(field) ||
        [...invalid].some((name) => name.startsWith(`${field}[`) || name.startsWith(`${field}.`)),
    );
  const [current, setCurrent] = useState(tabs[0]?.value ?? '');
  const [handledAttempts, setHandledAttempts] = useState(attempts);

  // Once a submit attempt has finished validating, its errors are known: if the open tab has
  // none, open the first that has. Adjusted while rendering (React's pattern for state that
  // follows a change), and only for a new attempt, so the user's own tab choice stands.
  if (!submitting && attempts !== handledAttempts) {
    setHandledAttempts(attempts);
    const open = tabs.find((tab) => tab.value === current);
    const first = tabs.find(hasError);
    if (first && !(open && hasError(open))) setCurrent(first.value);
  }

  return (
    <Tabs value={current} onValueChange={setCurrent}>
      <TabsList aria-label={label}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value} data-invalid={hasError(tab) || undefined}>
            {tab.label}
            {hasError(tab) && (
              <>
                <span className={styles.errorMark} aria-hidden="true" />
                <span className={styles.visuallyHidden}> (has errors)</span>
              </>
            )}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value} forceMount>
          {tab.children}
        </TabsContent>
      ))}
    </Tabs>
  );
}
