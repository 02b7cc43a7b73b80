import { describe, expect, it } from 'vitest'
import { nginxConfig, proxiedPrefixes, quote } from '../../scripts/lib/nginx'
import { MAX_BODY_BYTES } from '../../server/features/uploads/images'
import { serverPrefixes } from '../../server/http/static'

const options = {
  dir: '/srv/tern/nginx',
  distDir: '/srv/tern/dist',
  listen: { host: '127.0.0.1', port: 8080 },
  apiPorts: [8081, 8082],
}
const conf = nginxConfig(options)
const lines = conf.split('\n').map((line) => line.trim())

/** The lines of the first block whose head starts with `head`, without its nested blocks' closing. */
function blockOf(head: string): string[] {
  const start = lines.findIndex((line) => line.startsWith(head) && line.endsWith('{'))
  expect(start, head).toBeGreaterThanOrEqual(0)
  let depth = 0
  for (let i = start; i < lines.length; i++) {
    depth += (lines[i]?.endsWith('{') ? 1 : 0) - (lines[i] === '}' ? 1 : 0)
    if (depth === 0) return lines.slice(start + 1, i)
  }
  throw new Error(`unclosed ${head}`)
}

describe('nginx configuration of npm run cluster', () => {
  it('runs in the foreground with every path inside its folder', () => {
    expect(lines).toContain('daemon off;')
    expect(lines).toContain('pid /srv/tern/nginx/nginx.pid;')
    expect(lines).toContain('error_log /srv/tern/nginx/logs/error.log warn;')
    for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
      expect(conf).toMatch(new RegExp(`${temp}_temp_path /srv/tern/nginx/temp/`))
    }
    expect(conf).not.toMatch(/^user /m)
    expect(nginxConfig({ ...options, user: 'root' })).toMatch(/^user root;$/m)
  })

  it('balances over every API process with keep-alive and passive health checks', () => {
    const upstream = blockOf('upstream tern_api')
    expect(upstream).toContain('least_conn;')
    expect(upstream).toContain('server 127.0.0.1:8081 max_fails=2 fail_timeout=5s;')
    expect(upstream).toContain('server 127.0.0.1:8082 max_fails=2 fail_timeout=5s;')
    expect(upstream.some((line) => /^keepalive \d+;$/.test(line))).toBe(true)
  })

  it('proxies every server path with the forwarded headers, retrying only when no process answered', () => {
    expect([...proxiedPrefixes].sort()).toEqual(serverPrefixes.map((p) => p.slice(1)).sort())
    for (const prefix of proxiedPrefixes)
      expect(blockOf(`location ^~ /${prefix}/`)).toEqual(['proxy_pass http://tern_api;'])
    const server = blockOf('server')
    expect(server).toContain('listen 127.0.0.1:8080;')
    expect(server).toContain('proxy_set_header X-Forwarded-For $remote_addr;')
    expect(server).toContain('proxy_set_header X-Forwarded-Proto $scheme;')
    expect(server).toContain('proxy_set_header Connection "";')
    const retry = server.find((line) => line.startsWith('proxy_next_upstream '))
    expect(retry).toBeDefined()
    expect(retry).not.toContain('non_idempotent')
  })

  it('limits request bodies as the server does, answering with its envelope', () => {
    expect(lines).toContain(`client_max_body_size ${MAX_BODY_BYTES};`)
    expect(blockOf('location @too_large').join('\n')).toContain('\\"code\\":\\"upload_too_large\\"')
  })

  it('serves the PWA with the cache headers of server/http/static.ts and the SPA fallback', () => {
    const map = blockOf('map $uri $tern_cache_control')
    expect(map).toContain('~^/assets/ "public, max-age=31536000, immutable";')
    for (const path of ['/sw.js', '/index.html', '/manifest.webmanifest']) expect(map).toContain(`${path} "no-cache";`)
    const root = blockOf('location /')
    expect(root).toContain('add_header Cache-Control $tern_cache_control;')
    expect(root).toContain('try_files $uri /index.html;')
    expect(root).toContain('add_header X-Frame-Options "DENY" always;')
    expect(blockOf('location ~ \\.[a-zA-Z0-9]+$')).toEqual(['try_files $uri =404;'])
    expect(lines).toContain('root /srv/tern/dist;')
  })

  it('quotes strings for nginx and refuses a $', () => {
    expect(quote(`a "b" 'c'`)).toBe(`"a \\"b\\" 'c'"`)
    expect(() => quote('$host')).toThrow()
  })
})
