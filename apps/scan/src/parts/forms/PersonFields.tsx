import { TextField } from '@veritag/ui';
import { usePageI18n } from '../../i18n/page-i18n';
import type { FormState } from '../../views/scan-pages.view';
import { fieldState } from './form-state';

/**
 * Name, email and mobile, in the order a form asks for them, with what the phone's keyboard
 * and autofill need (type, inputMode, autoComplete).
 */
export function PersonFields({
  state,
  order,
}: {
  state?: FormState;
  order: readonly ('name' | 'email' | 'mobile')[];
}) {
  const { t } = usePageI18n();
  const fields = {
    name: (
      <TextField
        key="name"
        label={t('field.name')}
        autoComplete="name"
        isRequired
        {...fieldState(state, 'name', t)}
      />
    ),
    email: (
      <TextField
        key="email"
        label={t('field.email')}
        type="email"
        autoComplete="email"
        isRequired
        {...fieldState(state, 'email', t)}
      />
    ),
    mobile: (
      <TextField
        key="mobile"
        label={t('field.mobile')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        isRequired
        {...fieldState(state, 'mobile', t)}
      />
    ),
  };
  return <>{order.map((name) => fields[name])}</>;
}
