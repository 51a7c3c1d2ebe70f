import { buildApp } from './app';
import { today } from './clock';
import { openDatabase } from './database';
import { seedDemo } from './seed/demo';

async function main() {
  const db = await openDatabase();
  if (process.env.DEMO_DATA !== '0' && (await seedDemo(db, today()))) console.log('rest: demo data loaded');
  const app = await buildApp(db, { logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
  const port = Number(process.env.REST_PORT ?? 4001);
  await app.listen({ port, host: process.env.HOST ?? '127.0.0.1' });
  console.log(`rest: listening on http://127.0.0.1:${port} (${db.kind})`);
  const stop = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
