/**
 * The yardstick: a bare Fastify route on the same machine, in the same run. Shop figures are read as
 * a ratio to it, so they mean something on any machine.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ status: 'ok' }));
app.get('/bare', async () => ({ id: 1, brand: 'Laguna Optics', model: 'Aviator', price: 159.99 }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
