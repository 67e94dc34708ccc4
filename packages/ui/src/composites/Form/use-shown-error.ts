import { useRef } from 'react';
import { useStore } from '@tanstack/react-form';
import { useFieldContext } from './form-context';
import { usePointerHeld } from './pointer-hold';

/** A validation error is a string or, from a Standard Schema (valibot), an issue with a message. */
const messageOf = (error: unknown): string | undefined =>
  typeof error === 'string'
    ? error
    : typeof error === 'object' && error !== null && 'message' in error
      ? String(error.message)
      : undefined;

/**
 * The bound field and the error to show under it. The form validates on blur, and a blur
 * runs the schema over every field, so an error shows only once its own field was left,
 * the form was submitted, or the server named the field.
 */
export function useShownError<Value>() {
  const field = useFieldContext<Value>();
  const submitted = useStore(field.form.store, (state) => state.submissionAttempts > 0);
  const { errors, errorMap, isBlurred } = field.state.meta;
  const message = errors.map(messageOf).find((text) => text !== undefined);
  const visible = isBlurred || submitted || errorMap.onServer !== undefined;
  const current = visible ? message : undefined;
  // An error the field's own commit clears during a press stays until that press's click is
  // handled, so nothing moves under the pointer (pointer-hold.ts).
  const pointerHeld = usePointerHeld();
  const shown = useRef<string | undefined>(undefined);
  if (current !== undefined || !pointerHeld) shown.current = current;
  return { field, error: shown.current };
}

/** The props a form binds on a text control; callers may not set them themselves. */
export type BoundTextProps =
  | 'name'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'isInvalid'
  | 'errorMessage'
  | 'validate'
  | 'validationBehavior';

/**
 * A text control (TextField, TextArea) bound to the form field around it. `tidyOnBlur` rewrites
 * the text as the field is left, before it is checked (a colour name becomes its hex value).
 */
export function useBoundText(tidyOnBlur?: (text: string) => string) {
  const { field, error } = useShownError<string | undefined>();
  return {
    name: field.name,
    value: field.state.value ?? '',
    onChange: field.handleChange,
    onBlur: () => {
      const text = field.state.value ?? '';
      const tidy = tidyOnBlur?.(text) ?? text;
      if (tidy !== text) field.handleChange(tidy);
      field.handleBlur();
    },
    isInvalid: error !== undefined,
    errorMessage: error,
    // The domain schema validates; the browser's own messages would say something else.
    validationBehavior: 'aria' as const,
  };
}
