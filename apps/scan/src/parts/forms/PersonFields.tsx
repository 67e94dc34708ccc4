import { TextField } from '@veritag/ui';
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
  const fields = {
    name: (
      <TextField
        key="name"
        label="Name"
        autoComplete="name"
        isRequired
        {...fieldState(state, 'name')}
      />
    ),
    email: (
      <TextField
        key="email"
        label="Email"
        type="email"
        autoComplete="email"
        isRequired
        {...fieldState(state, 'email')}
      />
    ),
    mobile: (
      <TextField
        key="mobile"
        label="Mobile"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        isRequired
        {...fieldState(state, 'mobile')}
      />
    ),
  };
  return <>{order.map((name) => fields[name])}</>;
}
