// `node rest/dist/migrate.js` (or `npx tsx rest/src/migrate.ts`): applies the pending migrations to DATABASE_URL (else
// the embedded database in DATA_DIR) and exits 0, or non-zero when one fails. The Helm chart runs it as its
// pre-install/pre-upgrade Job and docker-compose as its one-shot `migrate` service, while the REST API's replicas run
// with RUN_MIGRATIONS=false.
import { connectDatabase } from './core/database';
import { migrate } from './core/db';

async function main() {
  const db = await connectDatabase();
  try {
    const applied = await migrate(db);
    console.log(applied.length > 0 ? `migrate: applied ${applied.join(', ')}` : 'migrate: nothing to apply');
  } finally {
    await db.close();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error('migrate: failed', error);
    process.exit(1);
  },
);
