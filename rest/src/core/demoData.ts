// We choose: the demo companies, whose every account signs in with the password "demo", never reach a production
// database. NODE_ENV=production loads none, whatever DEMO_DATA says, and lists no demo sign-ins; outside production
// (`npm start` on the embedded database, the tests, a developer's own PostgreSQL) they are loaded into an empty
// database unless DEMO_DATA=0.
import type { Queryable } from './db';

export interface DemoDataDecision {
  load: boolean;
  /** A line for the log when the environment asks for something this process will not do. */
  warning?: string;
}

export const isProduction = (env: NodeJS.ProcessEnv = process.env) => env.NODE_ENV === 'production';

export function demoDataDecision(env: NodeJS.ProcessEnv = process.env): DemoDataDecision {
  if (isProduction(env)) {
    const asked = env.DEMO_DATA !== undefined && env.DEMO_DATA !== '0';
    return {
      load: false,
      warning: asked
        ? `rest: DEMO_DATA=${env.DEMO_DATA} is ignored: NODE_ENV=production never loads the demo data`
        : undefined,
    };
  }
  return { load: env.DEMO_DATA !== '0' };
}

/** Whether the demo companies were loaded into this database (by a development start, or an image before this rule). */
export async function holdsDemoData(db: Queryable): Promise<boolean> {
  const rows = await db.query("SELECT 1 FROM settings WHERE key = 'demo_sign_ins'");
  return rows.length > 0;
}
