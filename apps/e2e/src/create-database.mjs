// Creates the database named by the URL given, on its server (connecting to `postgres`): the
// audit journey's platform then migrates and seeds it as on any first start.
import pg from 'pg';

const target = new URL(process.argv[2] ?? '');
const name = decodeURIComponent(target.pathname.slice(1));
if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Not a database name for the e2e run: ${name}`);
const admin = new URL(target);
admin.pathname = '/postgres';
const client = new pg.Client({ connectionString: admin.toString() });
await client.connect();
try {
  await client.query(`create database ${name}`);
} finally {
  await client.end();
}
