import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Direct access to the e2e server's database, for arranging what a screen cannot do yet
// (a paid plan before the payment flow exists). See start-server.mjs.
const root = fileURLToPath(new URL('../..', import.meta.url));
const pg = createRequire(join(root, 'apps/server/package.json'))('pg') as typeof import('pg');

function databaseUrl() {
  const url = new URL(process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${process.env.E2E_DB_NAME ?? 'nb_e2e'}`;
  return url.toString();
}

export async function sql(text: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** Gives a signed-in parent every activity, as the admin's 'Liberar Acesso Gratuito' will (docs/product.md#tiers). */
export async function grantFullAccess(email: string) {
  await sql(
    `insert into subscriptions (parent_user_id, plan_type, status, subscription_start_date, subscription_end_date)
     select id, 'admin_granted', 'active', now(), now() + interval '12 months' from users where email = $1
     on conflict (parent_user_id) do update set plan_type = 'admin_granted', status = 'active',
       subscription_start_date = now(), subscription_end_date = now() + interval '12 months'`,
    [email.toLowerCase()],
  );
}
