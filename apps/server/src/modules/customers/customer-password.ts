import { emailPasswordMask, messages, type CustomerForm } from '@veritag/domain';
import { badRequest, fieldError } from '../../http/problem';
import type { EmailPasswordSeal } from './email-password';

const field = 'emailConfig.twoFAPasswordForEmail';

/**
 * The sealed 2FA mail password a save stores: none with the microsite off (the email config
 * is dropped); the mask sent back unchanged keeps the stored one, so editing a customer never
 * needs the password retyped; any other value is sealed anew.
 */
export function sealedPasswordFor(
  seal: EmailPasswordSeal,
  companyId: number,
  form: CustomerForm,
  stored: string | null,
): string | null {
  const password = form.micrositeEnable ? form.emailConfig?.twoFAPasswordForEmail : undefined;
  if (password === undefined) return null;
  if (password !== emailPasswordMask) return seal.seal(companyId, password);
  if (stored === null)
    throw badRequest('Enter the 2FA password for email', [fieldError(field, messages.required)]);
  return stored;
}
