// Loaded before every integration test file (tests/jest.config.js setupFiles): a connection to the PostgreSQL server's
// shared database (TEST_DATABASE_URL's, `test`) fails at once, unless it is the admin connection that creates and drops
// the run's own databases. A test that read or wrote there would meet whatever else on the machine uses it (another
// checkout's run, a developer's shell); each test opens a database of its own with demoPostgres().
import pg from 'pg';
import { ADMIN_APPLICATION, POSTGRES_URL } from './databases';

const shared = new URL(POSTGRES_URL);
const sharedDatabase = decodeURIComponent(shared.pathname.slice(1));

interface ClientFields {
  host?: string;
  port?: number;
  database?: string;
  connectionParameters?: { application_name?: string };
}

/** Whether a client would open the shared database as something other than the admin connection. */
export function opensSharedDatabase(client: ClientFields): boolean {
  const sameServer = (client.host ?? '') === shared.hostname && String(client.port ?? 5432) === (shared.port || '5432');
  return (
    sameServer &&
    client.database === sharedDatabase &&
    client.connectionParameters?.application_name !== ADMIN_APPLICATION
  );
}

const connect = pg.Client.prototype.connect;
pg.Client.prototype.connect = function guardedConnect(
  this: pg.Client & ClientFields,
  callback?: (error: Error) => void,
) {
  if (opensSharedDatabase(this)) {
    const error = new Error(
      `a test connected to the shared database "${sharedDatabase}": open a database of its own with demoPostgres()`,
    );
    if (callback) {
      process.nextTick(callback, error);
      return undefined;
    }
    return Promise.reject(error);
  }
  return connect.call(this, callback as never);
} as typeof connect;
