// Gives the e2e portal a new, empty PostgreSQL database before it starts (e2e/playwright.config.ts): drops the
// database named in the URL given as the first argument (closing its connections) and creates it again. The
// portal then migrates and seeds it on start, as on a first deployment.
import pg from 'pg';

const url = new URL(process.argv[2] ?? '');
const name = decodeURIComponent(url.pathname.slice(1));
// The name goes into DDL, which takes no parameters: only a plain identifier is accepted.
if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) {
  console.error(`fresh-database: "${name}" is not a plain database name`);
  process.exit(2);
}
url.pathname = '/postgres';
const admin = new pg.Client({ connectionString: url.toString() });
await admin.connect();
try {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
} finally {
  await admin.end();
}
