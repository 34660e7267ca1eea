/**
 * The yardstick: a bare Fastify route on the same machine, in the same run. Shop figures are read as
 * a ratio to it, so they mean something on any machine. With DATABASE_URL set it also answers
 * `GET /bare-pg/:id`: one product row by primary key through a pg pool, as JSON (the floor of any
 * route that asks the database once).
 */
import Fastify from 'fastify';
import pg from 'pg';

const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ status: 'ok' }));
app.get('/bare', async () => ({ id: 1, brand: 'Laguna Optics', model: 'Aviator', price: 159.99 }));
const pool = process.env.DATABASE_URL
  ? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
  : undefined;
if (pool) {
  app.get<{ Params: { id: string } }>('/bare-pg/:id', async (request, reply) => {
    const { rows } = await pool.query('select * from products where id = $1', [
      Number(request.params.id),
    ]);
    if (rows.length === 0) return reply.status(404).send({ message: 'Product not found' });
    return rows[0];
  });
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool?.end())
      .then(() => process.exit(0)),
);
