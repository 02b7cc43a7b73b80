// The bare Hono hello-world the read figures are measured against (bench/reads.ts): @hono/node-server, one route,
// no middleware, on PORT at 127.0.0.1. Started as its own Node process, as the Tern server is.
import { serve } from '@hono/node-server'
import { Hono } from 'hono'

const app = new Hono().get('/', (c) => c.text('Hello Hono!'))
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' }, () => console.log('listening'))
