import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

/**
 * A plain static host for e2e/deploy.spec.ts: the production build (dist/) published under a
 * sub-path, as on a university web server. Files and folder indexes only (no single-page
 * fallback), the caching headers that docs/deploy.md recommends, and two switches for the test at
 * /__test/state (outside the app's folder): `offline=1` drops every connection to the app (a
 * network that is down, whatever the browser's own offline emulation covers), `sw=N` serves a
 * service worker that differs from the built one (a new release, without building again).
 *
 *   npx tsx e2e/subpathServer.ts [--dir dist] [--base /courses/tcp/aimd/] [--port 4179]
 */

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const root = resolve(option('dir', 'dist'));
const base = option('base', '/courses/tcp/aimd/').replace(/\/?$/, '/');
const port = Number(option('port', '4179'));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
};

const state = { offline: false, sw: 0 };

function send(res: ServerResponse, status: number, body: string, headers = {}): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  res.end(body);
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/__test/state') {
    const offline = url.searchParams.get('offline');
    const sw = url.searchParams.get('sw');
    if (offline !== null) state.offline = offline === '1';
    if (sw !== null) state.sw = Number(sw);
    return send(res, 200, JSON.stringify(state), { 'Content-Type': 'application/json' });
  }
  if (state.offline) {
    req.socket.destroy();
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'method not allowed');
  // The folder without its slash: redirected, as web servers do (relative URLs need the slash).
  if (url.pathname === base.slice(0, -1)) {
    res.writeHead(301, { Location: `${base}${url.search}` });
    return res.end();
  }
  if (!url.pathname.startsWith(base)) return send(res, 404, 'not found');
  let rel: string;
  try {
    rel = normalize(decodeURIComponent(url.pathname.slice(base.length)));
  } catch {
    return send(res, 400, 'bad request');
  }
  let file = join(root, rel);
  if (file !== root && !file.startsWith(root + sep)) return send(res, 404, 'not found');
  try {
    if (statSync(file).isDirectory()) file = join(file, 'index.html');
    statSync(file);
  } catch {
    return send(res, 404, 'not found');
  }
  const name = file
    .slice(root.length + 1)
    .split(sep)
    .join('/');
  const headers: Record<string, string> = {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    // Hashed file names never change: cached for a year. Everything else is revalidated, the
    // service worker above all (a stale sw.js would hold back every release).
    'Cache-Control': name.startsWith('assets/')
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
  };
  if (name === 'sw.js' && state.sw > 0) {
    const body = Buffer.concat([
      readFileSync(file),
      Buffer.from(`\n// release ${state.sw} (e2e/subpathServer.ts)\n`),
    ]);
    res.writeHead(200, { ...headers, 'Content-Length': String(body.length) });
    return res.end(req.method === 'HEAD' ? undefined : body);
  }
  res.writeHead(200, { ...headers, 'Content-Length': String(statSync(file).size) });
  if (req.method === 'HEAD') return res.end();
  createReadStream(file).pipe(res);
});

server.listen(port, '127.0.0.1', () => {
  console.log(`serving ${root} at http://127.0.0.1:${port}${base}`);
});
