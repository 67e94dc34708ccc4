import { createHash } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Client as FtpClient, FTPError } from 'basic-ftp';
import SftpClient from 'ssh2-sftp-client';
import type { PrinterProtocol } from '@veritag/domain';

/** A printer's server as a delivery uses it: the password opened from its seal. */
export interface RemoteDestination {
  protocol: PrinterProtocol;
  host: string;
  port: number;
  username: string;
  password: string;
  /** Relative to the login folder, or absolute; '' is the login folder itself. */
  folder: string;
  /** SFTP: the host key fingerprint trusted at the first delivery; null to trust the one met now. */
  hostKeySha256?: string | null;
  /** SFTP: called once a connection to a not yet trusted server is up, with its host key's fingerprint, to keep. */
  trustHostKey?: (fingerprint: string) => Promise<void>;
}

/** A host key as OpenSSH prints its fingerprint: `SHA256:` and the base64 of its SHA-256, unpadded. */
export const hostKeyFingerprint = (key: Buffer): string =>
  `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;

/**
 * A delivery that failed, in words for the user. `permanent` when trying again as it is
 * cannot help (a refused login, a certificate that does not verify): the run then fails at
 * once instead of waiting through its retries.
 */
export class DeliveryProblem extends Error {
  override name = 'DeliveryProblem';
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** An open connection to where job files go. */
export interface Transport {
  /**
   * Puts one job file under `name`, atomically as the printer sees it: the bytes go to a
   * temporary name in the same folder and are renamed when complete, so a printer watching
   * the folder never takes half a file, and a file sent again replaces the same name.
   */
  put(name: string, bytes: Buffer): Promise<void>;
  close(): Promise<void>;
}

/** How long a server may take to answer before the attempt fails (and is retried). */
export const deliveryTimeoutMs = 15_000;

const temporaryName = (name: string) => `.${name}.partial`;

/** The local drop folder: a folder of this machine a printer's software watches (or an operator copies from). */
export async function dropFolderTransport(folder: string): Promise<Transport> {
  await mkdir(folder, { recursive: true });
  return {
    async put(name, bytes) {
      // One temporary name per file: a write cut off by a kill is overwritten when the file is sent again.
      const temporary = path.join(folder, temporaryName(name));
      try {
        const handle = await open(temporary, 'w');
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        // rename replaces an existing file of the name at once (POSIX), never half of it.
        await rename(temporary, path.join(folder, name));
      } catch (error) {
        await rm(temporary, { force: true });
        throw new DeliveryProblem(
          `the file could not be written to the drop folder (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
          false,
        );
      }
    },
    close: async () => undefined,
  };
}

/** Connects to the printer's server and makes sure its folder exists. */
export async function remoteTransport(
  destination: RemoteDestination,
  signal: AbortSignal,
): Promise<Transport> {
  const transport =
    destination.protocol === 'sftp'
      ? await sftpTransport(destination)
      : await ftpTransport(destination);
  // A process stopping (or an attempt out of time) closes the connection, ending a transfer that hangs.
  const onAbort = () => void transport.close();
  signal.addEventListener('abort', onAbort, { once: true });
  return {
    put: transport.put,
    close: async () => {
      signal.removeEventListener('abort', onAbort);
      await transport.close();
    },
  };
}

const where = (d: RemoteDestination) => `${d.host}:${d.port}`;

/** FTP and FTPS (explicit, AUTH TLS, with the certificate verified) through basic-ftp. */
async function ftpTransport(destination: RemoteDestination): Promise<Transport> {
  const client = new FtpClient(deliveryTimeoutMs);
  try {
    await client.access({
      host: destination.host,
      port: destination.port,
      user: destination.username,
      password: destination.password,
      secure: destination.protocol === 'ftps',
    });
    if (destination.folder) await client.ensureDir(destination.folder);
  } catch (error) {
    client.close();
    throw ftpProblem(error, destination);
  }
  return {
    async put(name, bytes) {
      try {
        await client.uploadFrom(Readable.from([bytes]), temporaryName(name));
        try {
          await client.rename(temporaryName(name), name);
        } catch (error) {
          // Some servers will not rename over an existing file: the same file sent again.
          if (!(error instanceof FTPError)) throw error;
          await client.remove(name, true);
          await client.rename(temporaryName(name), name);
        }
      } catch (error) {
        throw ftpProblem(error, destination);
      }
    },
    close: async () => client.close(),
  };
}

function ftpProblem(error: unknown, destination: RemoteDestination): DeliveryProblem {
  if (error instanceof DeliveryProblem) return error;
  if (error instanceof FTPError) {
    if (error.code === 530)
      return new DeliveryProblem(`${where(destination)} refused the user name or password`, true);
    return new DeliveryProblem(
      `the FTP server ${where(destination)} answered ${error.code} ${clip(error.message.replace(/^\d{3}\s*/, ''))}`,
      error.code >= 550 && error.code <= 553,
    );
  }
  return networkProblem(error, destination);
}

/** SFTP through ssh2-sftp-client (on ssh2). */
async function sftpTransport(destination: RemoteDestination): Promise<Transport> {
  const client = new SftpClient();
  const folder = destination.folder;
  const full = (name: string) => (folder ? path.posix.join(folder, name) : name);
  // Trust on first use, as an SSH client does: the key met at the first delivery is kept, and a
  // server answering with another key later (an impostor at the printer's address) gets no file
  // and no password.
  let seen: string | undefined;
  const hostVerifier = (key: Buffer) => {
    seen = hostKeyFingerprint(key);
    return !destination.hostKeySha256 || destination.hostKeySha256 === seen;
  };
  try {
    await client.connect({
      hostVerifier,
      host: destination.host,
      port: destination.port,
      username: destination.username,
      password: destination.password,
      readyTimeout: deliveryTimeoutMs,
      // No agent, keys or keyboard-interactive: the printer's login is the stored password.
      tryKeyboard: false,
    });
    if (!destination.hostKeySha256 && seen) await destination.trustHostKey?.(seen);
    if (folder && !(await client.exists(folder))) await client.mkdir(folder, true);
  } catch (error) {
    await client.end().catch(() => undefined);
    if (seen && destination.hostKeySha256 && seen !== destination.hostKeySha256) {
      throw new DeliveryProblem(
        `the SSH host key of ${where(destination)} is not the one of the first delivery (${destination.hostKeySha256}, now ${seen}): if the printer's server was really replaced, save its destination again`,
        true,
      );
    }
    throw sftpProblem(error, destination);
  }
  return {
    async put(name, bytes) {
      try {
        await client.put(bytes, full(temporaryName(name)));
        try {
          // posix-rename@openssh.com replaces an existing file; plain SFTP v3 rename refuses to.
          await client.posixRename(full(temporaryName(name)), full(name));
        } catch {
          if (await client.exists(full(name))) await client.delete(full(name), true);
          await client.rename(full(temporaryName(name)), full(name));
        }
      } catch (error) {
        throw sftpProblem(error, destination);
      }
    },
    close: async () => {
      await client.end().catch(() => undefined);
    },
  };
}

function sftpProblem(error: unknown, destination: RemoteDestination): DeliveryProblem {
  if (error instanceof DeliveryProblem) return error;
  const { level, message } = error as { level?: string; message?: string };
  if (level === 'client-authentication' || /authentication methods failed/i.test(message ?? '')) {
    return new DeliveryProblem(`${where(destination)} refused the user name or password`, true);
  }
  if (/permission denied/i.test(message ?? ''))
    return new DeliveryProblem(
      `the SFTP server ${where(destination)} refused to write the file (permission denied)`,
      true,
    );
  return networkProblem(error, destination);
}

function networkProblem(error: unknown, destination: RemoteDestination): DeliveryProblem {
  const { code, message } = error as { code?: string; message?: string };
  const text = `${code ?? ''} ${message ?? ''}`;
  if (/ECONNREFUSED/.test(text))
    return new DeliveryProblem(
      `could not connect to ${where(destination)} (connection refused)`,
      false,
    );
  if (/ENOTFOUND|EAI_AGAIN/.test(text))
    return new DeliveryProblem(`the host name ${destination.host} was not found`, false);
  if (/ETIMEDOUT|Timeout|timed out/i.test(text))
    return new DeliveryProblem(`${where(destination)} did not answer in time`, false);
  if (/ECONNRESET|EPIPE|closed|ended/i.test(text))
    return new DeliveryProblem(
      `the connection to ${where(destination)} was closed during the transfer`,
      false,
    );
  if (/certificate|self.signed|CERT_|SSL|TLS/i.test(text))
    return new DeliveryProblem(
      `the TLS certificate of ${where(destination)} could not be verified`,
      true,
    );
  return new DeliveryProblem(
    `the transfer to ${where(destination)} failed (${clip(message ?? String(error))})`,
    false,
  );
}

const clip = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text).trim();
