// The real app for the browser tests: REST API + gateway + built web app on a fresh demo database.
import { join } from 'node:path';
import { demoPglite } from '../support/databases';
import { startStack } from '../support/stack';

// playwright.config.ts gives each server its port; started by hand, it takes a free one and prints it.
const port = Number(process.env.E2E_PORT ?? 0);

demoPglite()
  .then((db) => startStack(db, { webDist: join(__dirname, '..', '..', 'web', 'dist'), port }))
  .then(
    (stack) => {
      console.log(`e2e app on ${stack.gatewayUrl}`);
      const stop = () => stack.close().then(() => process.exit(0));
      process.on('SIGTERM', () => void stop());
      process.on('SIGINT', () => void stop());
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
