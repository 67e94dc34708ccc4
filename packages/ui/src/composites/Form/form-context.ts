import { createFormHookContexts } from '@tanstack/react-form';

/**
 * TanStack Form's contexts for the bound field components. Kept apart from form-hook.ts so the
 * field components can read them without an import cycle (form-hook.ts imports the fields).
 */
export const { fieldContext, formContext, useFieldContext, useFormContext } =
  createFormHookContexts();
