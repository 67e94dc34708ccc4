import { hkdfSync } from 'node:crypto';

/**
 * One key per use, derived from the server secret with HKDF (RFC 5869). Separate keys mean a
 * value made for one use (an OTP digest, a token signature) can never stand for another, and
 * the secret itself never signs anything. Changing a label retires every value made with it.
 */
const labels = {
  jwt: 'veritag jwt v1',
  otp: 'veritag otp v1',
  jobInput: 'veritag job input v1',
  customerMailPassword: 'veritag customer mail password v1',
  printerPassword: 'veritag printer password v1',
  scanAction: 'veritag scan action v1',
  scanFile: 'veritag scan file v1',
  endUserOtp: 'veritag end user otp v1',
  endUserMember: 'veritag end user member v1',
  scanNetwork: 'veritag scan network v1',
  scanDevice: 'veritag scan device v1',
  webhookSecret: 'veritag webhook secret v1',
} as const;
export type KeyUse = keyof typeof labels;

// A fixed, public salt: the secret is already random, the salt only separates this scheme's
// output from any other HKDF use of the same secret.
const salt = 'veritag key derivation';

export function deriveKey(secret: string, use: KeyUse): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, salt, labels[use], 32));
}
