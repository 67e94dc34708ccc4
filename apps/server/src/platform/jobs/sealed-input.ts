import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * The input of a sealed kind (a mail carrying a one-time code) as the queue stores it:
 * AES-256-GCM under a key derived from the server secret, so a reader of the database or of
 * a backup learns no code, while every process holding the secret can run the job. The run
 * id is the associated data: a sealed input copied onto another job does not open.
 */
export interface SealedInput {
  sealed: string;
}

export function sealInput(key: Uint8Array, runId: string, input: unknown): SealedInput {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(runId));
  const body = Buffer.concat([cipher.update(JSON.stringify(input), 'utf8'), cipher.final()]);
  return { sealed: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64') };
}

/** Throws when the data is not a sealed input of this run made with this key. */
export function openInput(key: Uint8Array, runId: string, data: unknown): unknown {
  const text = (data as Partial<SealedInput> | null)?.sealed;
  if (typeof text !== 'string') throw new Error('The job input is not sealed');
  const bytes = Buffer.from(text, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAAD(Buffer.from(runId));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return JSON.parse(
    Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8'),
  );
}
