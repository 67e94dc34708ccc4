import * as v from 'valibot';
import { optionalText, requiredEmail, requiredText } from '@veritag/domain';

/**
 * The register tab of the sign-up mock-up (spec 000 section 2.1): what Next checks before the
 * tiers. Nothing is sent, so it lives with the screen; it moves to domain once a call takes it.
 */
export const SignUpRegisterSchema = v.object({
  companyName: requiredText(100),
  email: requiredEmail(200),
  timeZone: requiredText(100),
  referral: optionalText(100),
});

export const signUpSteps = ['register', 'tier', 'payment'] as const;
export type SignUpStep = (typeof signUpSteps)[number];
