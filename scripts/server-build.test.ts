import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureServerBuild, serverDir } from './server-build.mjs';

/*
 * The compiled server is what `pnpm start` and `pnpm worker` run: this starts it as they do,
 * on embedded PGlite with the demo seed, and reads what depends on files found beside the
 * sources (migrations, fonts, the world outline, the scan app's build, Swagger UI's assets).
 */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

let base = '';
let output = '';
let stop = async () => {};

beforeAll(async () => {
  const { dir } = await ensureServerBuild();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'veritag-compiled-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(dir, 'server.js')], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: '',
      VERITAG_DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_SEED: 'on',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Veritag is running')) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) =>
      reject(new Error(`the compiled server exited (${code}):\n${output}`)),
    );
  });
}, 240_000);
afterAll(() => stop());

describe('the compiled server', () => {
  it('migrates, seeds the demo data and answers its health check', async () => {
    expect(output).toContain('Demo data created');
    expect(await (await fetch(`${base}/api/health`)).json()).toMatchObject({ status: 'ok' });
  });

  it('draws a map tile from the bundled world outline', async () => {
    const tile = await fetch(`${base}/api/map/tiles/2/1/1`);
    expect(tile.status).toBe(200);
    expect(tile.headers.get('content-type')).toBe('image/svg+xml');
    expect(await tile.text()).toMatch(/<path /);
  });

  it('renders the scan page with the scan app, and serves its script', async () => {
    const page = await fetch(`${base}/v/NOSUCHCODE1234`);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    const script = /src="(\/scan-assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script, html.slice(0, 500)).toBeDefined();
    expect((await fetch(`${base}${script}`)).status).toBe(200);
  });

  it('serves the API reference with Swagger UI’s assets', async () => {
    const page = await fetch(`${base}/api/docs`);
    expect(page.status).toBe(200);
    const asset = /(?:src|href)="([^"]*swagger-ui[^"]*\.(?:js|css))"/.exec(await page.text())?.[1];
    expect(asset).toBeDefined();
    expect((await fetch(new URL(asset!, `${base}/api/docs/`))).status).toBe(200);
  });
});
