// The nginx configuration of `npm run cluster`: one public port in front of the API processes, serving the
// built PWA itself with the server's cache and security headers (server/http/static.ts, security.ts).
import { join } from 'node:path'
import { MAX_BODY_BYTES } from '../../server/features/uploads/images'
import { securityHeadersFor } from '../../server/http/security'
import { translate } from '../../server/i18n'

export interface NginxOptions {
  /** nginx's prefix folder: pid, logs and temporary files live under it. */
  dir: string
  /** The built PWA (absolute path). */
  distDir: string
  listen: { host: string; port: number }
  /** The API processes, each on 127.0.0.1. */
  apiPorts: readonly number[]
  /** Set when nginx runs as root, so its workers can read the project's files. */
  user?: string
  workers?: number
  /** TERN_SUPPORT_URL of the API processes: the app shell's CSP lets /client_iframe frame its origin. */
  supportUrl?: string
}

/** The paths the API processes answer (server/http/static.ts serverPrefixes); never the SPA shell. */
export const proxiedPrefixes = ['api', 'main', 'admin', 'uploads', 'media'] as const

const IMMUTABLE = 'public, max-age=31536000, immutable'
const NO_CACHE = 'no-cache'

const mimeTypes: Record<string, string> = {
  'text/html': 'html',
  'text/css': 'css',
  'text/javascript': 'js mjs',
  'application/json': 'json map',
  'application/manifest+json': 'webmanifest',
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/x-icon': 'ico',
  'font/woff2': 'woff2',
  'text/plain': 'txt',
  'application/xml': 'xml',
  'application/wasm': 'wasm',
}

/** An nginx string literal; `$` would start a variable in header values, so none is allowed. */
export function quote(value: string): string {
  if (value.includes('$')) throw new Error(`nginx string with a $: ${value}`)
  return `"${value.replace(/[\\"]/g, '\\$&')}"`
}

const block = (head: string, lines: readonly string[]) => [`${head} {`, ...lines.map((l) => `  ${l}`), '}']

/** Cache-Control by path, as static.ts sets it on a 200; empty (no header) for the other files. */
function cacheControlMap(): string[] {
  return block('map $uri $tern_cache_control', [
    'default "";',
    `~^/assets/ ${quote(IMMUTABLE)};`,
    ...['/sw.js', '/index.html', '/manifest.webmanifest'].map((path) => `${path} ${quote(NO_CACHE)};`),
  ])
}

function upstream(options: NginxOptions): string[] {
  return block('upstream tern_api', [
    'least_conn;',
    // Passive health: two failures within 5 s take a process out of rotation for 5 s.
    ...options.apiPorts.map((port) => `server 127.0.0.1:${port} max_fails=2 fail_timeout=5s;`),
    'keepalive 64;',
    // Below Node's 5 s keep-alive timeout, so nginx never reuses a connection the server is closing.
    'keepalive_timeout 4s;',
  ])
}

/** Proxy settings (inherited by every proxied location) and one `^~` location per server path. */
function proxied(): string[] {
  const msg = translate('en', 'upload_too_large')
  const tooLarge = JSON.stringify({ status: 0, msg, code: 'upload_too_large', data: null })
  return [
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header Host $host;',
    // Replaced, not appended: the server believes the first address, which a client must not choose.
    'proxy_set_header X-Forwarded-For $remote_addr;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    // Another process is tried only when none answered; nginx never retries a POST once it was sent.
    'proxy_next_upstream error timeout http_502 http_503;',
    'proxy_next_upstream_tries 2;',
    'proxy_next_upstream_timeout 10s;',
    ...proxiedPrefixes.flatMap((prefix) => block(`location ^~ /${prefix}/`, ['proxy_pass http://tern_api;'])),
    'error_page 413 = @too_large;',
    // The answer the server gives to an oversized upload (in English: nginx does not read UserLang).
    ...block('location @too_large', [
      'default_type "application/json; charset=UTF-8";',
      `return 200 ${quote(tooLarge)};`,
    ]),
  ]
}

/** The built PWA; a nested location inherits the add_header lines because it adds none of its own. */
function statics(supportUrl: string | undefined): string[] {
  const headers = Object.entries(securityHeadersFor(supportUrl)).map(
    ([name, value]) => `add_header ${name} ${quote(value)} always;`,
  )
  return block('location /', [
    ...headers,
    'add_header Cache-Control $tern_cache_control;',
    // App routes get the shell; a missing file (a path with an extension) is a 404, not the shell.
    'try_files $uri /index.html;',
    ...block('location ~ \\.[a-zA-Z0-9]+$', ['try_files $uri =404;']),
  ])
}

/** The whole nginx.conf for `nginx -p <dir> -c <file>`, in the foreground. */
export function nginxConfig(options: NginxOptions): string {
  const { dir } = options
  const types = Object.entries(mimeTypes).map(([type, exts]) => `${type} ${exts};`)
  const http = [
    ...block('types', types),
    'default_type application/octet-stream;',
    'charset utf-8;',
    'charset_types text/css text/javascript application/json application/manifest+json image/svg+xml;',
    'sendfile on;',
    'server_tokens off;',
    'keepalive_timeout 65s;',
    `client_max_body_size ${MAX_BODY_BYTES};`,
    `client_body_temp_path ${join(dir, 'temp/body')};`,
    `proxy_temp_path ${join(dir, 'temp/proxy')};`,
    `fastcgi_temp_path ${join(dir, 'temp/fastcgi')};`,
    `uwsgi_temp_path ${join(dir, 'temp/uwsgi')};`,
    `scgi_temp_path ${join(dir, 'temp/scgi')};`,
    // Which API process answered, and how long it took.
    `log_format tern '$remote_addr [$time_local] "$request" $status $body_bytes_sent $request_time $upstream_addr';`,
    `access_log ${join(dir, 'logs/access.log')} tern buffer=64k flush=1s;`,
    'gzip on;',
    'gzip_min_length 1024;',
    'gzip_types text/css text/javascript application/json application/manifest+json image/svg+xml;',
    ...cacheControlMap(),
    ...upstream(options),
    ...block('server', [
      `listen ${options.listen.host}:${options.listen.port};`,
      'server_name _;',
      `root ${options.distDir};`,
      ...proxied(),
      ...statics(options.supportUrl),
    ]),
  ]
  return [
    ...(options.user ? [`user ${options.user};`] : []),
    `worker_processes ${options.workers ?? 1};`,
    'daemon off;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'logs/error.log')} warn;`,
    ...block('events', ['worker_connections 1024;']),
    ...block('http', http),
    '',
  ].join('\n')
}
