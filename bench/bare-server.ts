/**
 * The yardstick: a bare Fastify route on the same machine, in the same run. Shop figures are read as
 * a ratio to it, so they mean something on any machine. With DATABASE_URL set it also answers
 * `GET /bare-pg/:id`: one product row by primary key through a pg pool, as JSON (the floor of any
 * route that asks the database once), and `POST /bare-order`: one transaction with one row insert
 * and one gapless counter update, the least an order can do.
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
if (pool) {
  await pool.query(`create table if not exists bare_orders (
    id integer primary key generated always as identity,
    user_id integer not null,
    total_cents integer not null,
    number bigint not null unique,
    created_at timestamptz not null default now()
  )`);
  await pool.query(
    `create table if not exists bare_counters (name text primary key, value bigint not null)`,
  );
  await pool.query(`insert into bare_counters values ('order', 0) on conflict do nothing`);
  app.post<{ Body: { userId: number; totalCents: number } }>(
    '/bare-order',
    async (request, reply) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const { rows } = await client.query(
          `with number as (update bare_counters set value = value + 1 where name = 'order' returning value)
         insert into bare_orders (user_id, total_cents, number)
         select $1, $2, number.value from number returning id`,
          [request.body.userId, request.body.totalCents],
        );
        await client.query('commit');
        return reply.status(201).send({ id: rows[0].id });
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
  );
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
