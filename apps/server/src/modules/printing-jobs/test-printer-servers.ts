import {
  mkdtemp,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  unlink,
} from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FtpSrv } from 'ftp-srv';
import ssh2 from 'ssh2';

/**
 * Real printer servers for the tests, on 127.0.0.1 at a random port, each writing into its own
 * temporary folder: an FTP server (ftp-srv) and an SFTP server (ssh2's Server with the few SFTP
 * requests a delivery makes). `files()` reads back what arrived.
 */
export interface TestPrinterServer {
  port: number;
  root: string;
  username: string;
  password: string;
  /** Every file under the root (relative path), temporary names included. */
  files(): Promise<string[]>;
  read(relative: string): Promise<string>;
  close(): Promise<void>;
  /** Stops listening (connections refused) without losing the root; `start()` listens again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** SFTP: goes on listening at the same port with a new host key, as a replaced (or impostor) server would. */
  replaceHostKey?(): Promise<void>;
}

const silentLog = {
  trace: () => {},
  debug: () => {},
  info: () => {},
  warn: () => {},
  error: () => {},
  fatal: () => {},
  child: () => silentLog,
};

async function listAll(root: string, under = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, under), { withFileTypes: true }).catch(() => []);
  const out: string[] = [];
  for (const entry of entries) {
    const relative = path.posix.join(under, entry.name);
    if (entry.isDirectory()) out.push(...(await listAll(root, relative)));
    else out.push(relative);
  }
  return out.sort();
}

const credentials = { username: 'printer', password: 'press-secret-1' };

export async function startFtpServer(): Promise<TestPrinterServer> {
  const root = await mkdtemp(path.join(tmpdir(), 'veritag-ftp-'));
  let port = 0;
  let server: FtpSrv;
  const start = async () => {
    server = new FtpSrv({
      url: `ftp://127.0.0.1:${port}`,
      pasv_url: '127.0.0.1',
      pasv_min: 40000 + Math.floor(Math.random() * 20000),
      anonymous: false,
      log: silentLog,
      greeting: 'test printer',
    });
    server.on('login', ({ username, password }, resolve, reject) => {
      if (username === credentials.username && password === credentials.password) resolve({ root });
      else reject(new Error('Login incorrect'));
    });
    await server.listen();
    port = (server as unknown as { server: { address(): AddressInfo } }).server.address().port;
  };
  await start();
  return {
    get port() {
      return port;
    },
    root,
    ...credentials,
    files: () => listAll(root),
    read: (relative) => readFile(path.join(root, relative), 'utf8'),
    stop: async () => {
      await server.close();
    },
    start,
    close: async () => {
      await server.close().catch(() => undefined);
      await rm(root, { recursive: true, force: true });
    },
  };
}

const { Server, utils } = ssh2;
const { STATUS_CODE, OPEN_MODE } = utils.sftp;

/**
 * An ed25519 host key ssh2 reads back. Its generator strips a public key's leading zero bytes, so
 * about one key in 256 is one its own parser refuses ("Malformed OpenSSH private key";
 * mscdex/ssh2#1390, mscdex/ssh2#1513): such a key is made again.
 */
function hostKeyOf(): string {
  for (;;) {
    const pair = utils.generateKeyPairSync('ed25519');
    if (
      !(utils.parseKey(pair.private) instanceof Error) &&
      !(utils.parseKey(pair.public) instanceof Error)
    )
      return pair.private;
  }
}

/** An SFTP server over a folder: OPEN, WRITE, CLOSE, STAT, MKDIR, RENAME (and posix-rename), REMOVE, REALPATH. */
export async function startSftpServer(): Promise<TestPrinterServer> {
  const root = await mkdtemp(path.join(tmpdir(), 'veritag-sftp-'));
  let hostKey = hostKeyOf();
  let port = 0;
  let server: InstanceType<typeof Server>;
  const local = (remote: string) => path.join(root, path.posix.normalize(`/${remote}`));
  const start = () =>
    new Promise<void>((resolve) => {
      server = new Server({ hostKeys: [hostKey] }, (client) => {
        client.on('error', () => undefined);
        client.on('authentication', (ctx) => {
          if (
            ctx.method === 'password' &&
            ctx.username === credentials.username &&
            ctx.password === credentials.password
          )
            ctx.accept();
          else ctx.reject(['password']);
        });
        client.on('ready', () => {
          client.on('session', (acceptSession) => {
            const session = acceptSession();
            session.on('sftp', (acceptSftp) => {
              const sftp = acceptSftp();
              const handles = new Map<number, Awaited<ReturnType<typeof open>>>();
              let next = 0;
              const fail = (id: number, error: NodeJS.ErrnoException) =>
                sftp.status(
                  id,
                  error.code === 'ENOENT'
                    ? STATUS_CODE.NO_SUCH_FILE
                    : error.code === 'EACCES'
                      ? STATUS_CODE.PERMISSION_DENIED
                      : STATUS_CODE.FAILURE,
                );
              const attrsOf = async (file: string) => {
                const s = await stat(file);
                return {
                  mode: s.mode,
                  uid: 0,
                  gid: 0,
                  size: s.size,
                  atime: Math.floor(s.atimeMs / 1000),
                  mtime: Math.floor(s.mtimeMs / 1000),
                };
              };
              sftp.on('OPEN', async (id, filename, flags) => {
                try {
                  const handle = await open(local(filename), flags & OPEN_MODE.WRITE ? 'w' : 'r');
                  const key = next++;
                  handles.set(key, handle);
                  const buffer = Buffer.alloc(4);
                  buffer.writeUInt32BE(key);
                  sftp.handle(id, buffer);
                } catch (error) {
                  fail(id, error as NodeJS.ErrnoException);
                }
              });
              sftp.on('WRITE', async (id, handle, offset, data) => {
                const file = handles.get(handle.readUInt32BE(0));
                if (!file) return sftp.status(id, STATUS_CODE.FAILURE);
                await file.write(data, 0, data.length, offset);
                sftp.status(id, STATUS_CODE.OK);
              });
              sftp.on('FSTAT', async (id, handle) => {
                const file = handles.get(handle.readUInt32BE(0));
                if (!file) return sftp.status(id, STATUS_CODE.FAILURE);
                const s = await file.stat();
                sftp.attrs(id, { mode: s.mode, uid: 0, gid: 0, size: s.size, atime: 0, mtime: 0 });
              });
              sftp.on('CLOSE', async (id, handle) => {
                const key = handle.readUInt32BE(0);
                await handles.get(key)?.close();
                handles.delete(key);
                sftp.status(id, STATUS_CODE.OK);
              });
              const onStat = async (id: number, remote: string) => {
                try {
                  sftp.attrs(id, await attrsOf(local(remote)));
                } catch (error) {
                  fail(id, error as NodeJS.ErrnoException);
                }
              };
              sftp.on('STAT', onStat);
              sftp.on('LSTAT', onStat);
              sftp.on('REALPATH', (id, remote) =>
                sftp.name(id, [
                  {
                    filename: path.posix.normalize(`/${remote}`),
                    longname: '',
                    attrs: {} as never,
                  },
                ]),
              );
              sftp.on('MKDIR', async (id, remote) => {
                try {
                  await mkdir(local(remote));
                  sftp.status(id, STATUS_CODE.OK);
                } catch (error) {
                  fail(id, error as NodeJS.ErrnoException);
                }
              });
              sftp.on('REMOVE', async (id, remote) => {
                try {
                  await unlink(local(remote));
                  sftp.status(id, STATUS_CODE.OK);
                } catch (error) {
                  fail(id, error as NodeJS.ErrnoException);
                }
              });
              sftp.on('RENAME', async (id, from, to) => {
                // SFTP v3: a rename onto an existing name fails.
                if (
                  await stat(local(to)).then(
                    () => true,
                    () => false,
                  )
                )
                  return sftp.status(id, STATUS_CODE.FAILURE);
                await rename(local(from), local(to));
                sftp.status(id, STATUS_CODE.OK);
              });
            });
          });
        });
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  await start();
  const stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return {
    get port() {
      return port;
    },
    root,
    ...credentials,
    files: () => listAll(root),
    read: (relative) => readFile(path.join(root, relative), 'utf8'),
    stop,
    start,
    async replaceHostKey() {
      await stop();
      hostKey = hostKeyOf();
      await start();
    },
    close: async () => {
      await stop().catch(() => undefined);
      await rm(root, { recursive: true, force: true });
    },
  };
}
