// The floor of the load bench: bare Fastify on the same driver and engine as the product, one SQL statement per
// request, no sign-in check, no hooks. Started by bench/load.ts with PORT and either DATABASE_URL or PGLITE_DIR.
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from '../src/db/pglite-client';

type Query = (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>;

async function connect(): Promise<{ query: Query; close: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    return { query: (text, values) => pool.query(text, values), close: () => pool.end() };
  }
  const client = await PGlite.create({ dataDir: process.env.PGLITE_DIR, extensions: PGLITE_EXTENSIONS });
  return { query: (text, values) => client.query(text, values), close: () => client.close() };
}

/** The columns the product answers (all but the password hash and the timestamps). */
const COLUMNS = `id, version, email, name, nick_name, contact_no, emergency_no, dob, profile_image, pay_govt_tax,
  pay_common_area_fee, billing_threshold, passport_no, passport_expiry, passport_image, bank_acc_no, bank_name,
  bank_branch, bank_image`;

const BY_ID = `select ${COLUMNS} from owners where id = $1`;
const PAGE = `select page.*, (select total from row_counts where table_name = 'owners') as total
  from (select ${COLUMNS} from owners order by created_at desc nulls last, id desc nulls last limit $1 offset $2) page`;

const database = await connect();
const app = Fastify();

app.get<{ Querystring: { id: string } }>('/api/owner', async (request, reply) => {
  const { rows } = await database.query(BY_ID, [request.query.id]);
  if (rows.length === 0) return reply.code(404).send({ success: false });
  return { success: true, data: rows[0] };
});

app.get<{ Querystring: { page?: string; limit?: string } }>('/api/owner/all', async (request) => {
  const page = Number(request.query.page ?? 1);
  const limit = Number(request.query.limit ?? 15);
  const { rows } = await database.query(PAGE, [limit, (page - 1) * limit]);
  const total = Number((rows[0] as { total?: unknown } | undefined)?.total ?? 0);
  return { success: true, data: rows, page, limit, total };
});

app.addHook('onClose', () => database.close());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    await app.close();
    process.exit(0);
  });
}
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
