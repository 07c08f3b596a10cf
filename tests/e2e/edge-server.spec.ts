import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { securityHeadersFile } from '../../common/paths';
import { buildDir, repoRoot } from '../../common/paths';
import { itineraryPdfName } from '../../common/facts/itinerary';
import { expect, test } from '../support/fixtures';
import type { LocalSite } from '../support/local-site';
import { portOpen } from '../../server/backends';
import { freePort } from '../support/ports';

test.use({ siteOptions: {} });

/** The file's site, for `request` below. */
let local: LocalSite;
const expectedHeaders = JSON.parse(readFileSync(securityHeadersFile, 'utf8')) as Record<string, string>;

test.beforeAll(({ site }) => {
  local = site;
});

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A raw request: no automatic decompression, so encodings can be checked. */
function request(pathname: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(local.origin + pathname, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

test.describe('the local edge server', () => {
  test('sends the production security headers on pages, redirects and 404s', async () => {
    for (const pathname of ['/', '/it/the-yacht/', '/the-yacht', '/no-such-page/']) {
      const { headers } = await request(pathname);
      for (const [name, value] of Object.entries(expectedHeaders)) {
        expect({ pathname, name, value: headers[name.toLowerCase()] }).toEqual({ pathname, name, value });
      }
    }
    expect(expectedHeaders['Content-Security-Policy']).toMatch(/frame-ancestors 'none'/);
    expect(expectedHeaders['Content-Security-Policy']).toMatch(/script-src 'self' 'sha256-/);
    expect(expectedHeaders['Strict-Transport-Security']).toMatch(/max-age=\d{8}/);
  });

  test('compresses text with brotli or gzip, byte-identical once decoded', async () => {
    const original = readFileSync(path.join(buildDir, 'the-yacht/index.html'));
    const br = await request('/the-yacht/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).equals(original)).toBe(true);
    expect(br.body.length).toBeLessThan(original.length / 3);
    const gz = await request('/the-yacht/', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).equals(original)).toBe(true);
    const plain = await request('/the-yacht/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);
  });

  test('caches hashed assets for a year and makes HTML revalidate (304 on a matching ETag)', async () => {
    const js = readdirSync(path.join(buildDir, 'assets/js')).find((file) => /^main\.[0-9a-f]+\.js$/.test(file));
    const asset = await request(`/assets/js/${js}`, { 'accept-encoding': 'br' });
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');

    const page = await request('/contact/');
    expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const again = await request('/contact/', { 'if-none-match': String(page.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  test('serves the itinerary PDFs and answers a missing file with the 404 page', async () => {
    const pdf = await request(`/it/downloads/${itineraryPdfName.it}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    const missing = await request('/img/no-such-picture.png');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toContain('Error - Page Not Found');
  });

  test('answers HEAD without a body and refuses other methods on pages', async () => {
    const head = await request('/', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect((await request('/', {}, 'DELETE')).status).toBe(405);
  });
});

test.describe('npm start', () => {
  test('serves site, API and backends on the ports given, prints every URL, and stops all of it on Ctrl-C', async () => {
    const [port, dynamodbPort, sesPort] = [await freePort(), await freePort(), await freePort()];
    const dataDir = mkdtempSync(path.join(tmpdir(), 'local-stack-'));
    const logFile = path.join(dataDir, 'npm-start.log');
    // As `npm start` runs it: one node process (the tsx CLI would add a parent that relays Ctrl-C and, when
    // the child's answer takes over 30 ms on a loaded machine, kills it and exits 130).
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts', '--no-build'], {
      cwd: repoRoot,
      // Its own process group: if an assertion fails before Ctrl-C, the finally below ends tsx, the
      // server under it and the backends under that, not tsx alone.
      detached: true,
      env: {
        ...process.env,
        PORT: String(port),
        DYNAMODB_LOCAL_PORT: String(dynamodbPort),
        SES_LOCAL_PORT: String(sesPort),
        LOCAL_DATA_DIR: dataDir,
        // Every record (the suites' own LOG_LEVEL is warn), to the file: the terminal shows readable lines.
        LOG_LEVEL: 'info',
        LOG_FILE: logFile,
      },
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exit = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no URL printed:\n${output}\n${errors}`)), 20_000);
        child.stdout.on('data', () => {
          if (output.includes('Press Ctrl-C to stop.')) {
            clearTimeout(timer);
            resolve();
          }
        });
      });
      expect(output).toContain(`http://localhost:${port}/`);
      expect(output).toContain(`Mail viewer       http://127.0.0.1:${sesPort}/`);
      expect(output).toContain(`DynamoDB          http://127.0.0.1:${dynamodbPort}/`);
      // HOST unset: this machine only, and it says so.
      expect(output).toContain('Listening on      127.0.0.1 only');
      const response = await fetch(`http://localhost:${port}/it/`);
      expect(response.status).toBe(200);
      expect(await response.text()).toMatch(/^<!doctype html><html lang="?it"?[ >]/);
      const subscribe = await fetch(`http://localhost:${port}/api/newsletter-subscriptions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `start-${port}@example.com`, locale: 'en' }),
      });
      expect(subscribe.status).toBe(202);
      expect((await fetch(`http://localhost:${sesPort}/store`)).status).toBe(200);
      // A quiet terminal: one readable line per thing that happened, the JSON records (the 5 s sweep's
      // included) in LOG_FILE.
      expect(output).toContain(`JSON records in ${logFile}`);
      const until = async (done: () => boolean, what: string) => {
        for (const started = Date.now(); !done(); await new Promise((resolve) => setTimeout(resolve, 200))) {
          if (Date.now() - started > 20_000) throw new Error(`${what}; output:\n${output}`);
        }
      };
      await until(() => output.includes('mail sent: newsletter confirmation'), 'no "mail sent" line');
      expect(output).toMatch(/\d\d:\d\d:\d\d {2}newsletter sign-up: confirmation mail 1\n/);
      const records = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
      await until(() => records().includes('"message":"outbox swept"'), 'no sweep record in LOG_FILE');
      expect(records()).toContain('"message":"mail sent"');
      expect(output).not.toContain('outbox swept');
      expect(output).not.toContain('{"level"');
      child.kill('SIGINT');
      expect(await exit).toBe(0);
      expect(await portOpen(dynamodbPort)).toBe(false);
      expect(await portOpen(sesPort)).toBe(false);
    } finally {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // Already gone: Ctrl-C stopped it.
      }
    }
  });
});
