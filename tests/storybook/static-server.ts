// Serves the built Storybook (storybook-static/) for the story runner. Deliberately plain: a missing file
// is a 404 (never an index.html fallback), so a broken asset shows up as a console error in the stories.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../storybook-static/', import.meta.url));
const port = Number(process.env.LOMI_STORYBOOK_PORT ?? 6106);

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

createServer((request, response) => {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  // Chromium asks every origin for /favicon.ico and Storybook's iframe has none: not a story's error.
  if (pathname === '/favicon.ico') {
    response.writeHead(204).end();
    return;
  }
  const relative = normalize(pathname.endsWith('/') ? `${pathname}index.html` : pathname);
  const file = join(root, relative);
  const isFile = file.startsWith(root) && statSync(file, { throwIfNoEntry: false })?.isFile() === true;
  if (!isFile) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end(`Not found: ${pathname}`);
    return;
  }
  response.writeHead(200, {
    'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
    // Vite names the build's assets after their content. Each story is opened four times (en/am ×
    // light/dark) in one browser context: cached, the later loads skip fetching and compiling the preview's
    // megabyte of script again. Each test's fresh context still loads everything once, and a 404 is never
    // cached.
    ...(relative.startsWith('/assets/') && { 'cache-control': 'public, max-age=31536000, immutable' }),
  });
  createReadStream(file).pipe(response);
}).listen(port, '127.0.0.1', () => {
  console.log(`storybook-static on http://127.0.0.1:${port}`);
});
