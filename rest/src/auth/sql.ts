// The SQL of the sign-in routes' own reads and writes: the demo sign-ins, the viewer's company, the user's language.
// Passwords and sessions are core/auth.ts's.
import type { Queryable } from '../core/db';

/** The demo sign-ins the seed listed (settings demo_sign_ins), or none. */
export async function demoSignInList(db: Queryable): Promise<unknown[]> {
  const [setting] = await db.query<{ value: string }>("SELECT value FROM settings WHERE key = 'demo_sign_ins'");
  return setting ? (JSON.parse(setting.value) as unknown[]) : [];
}

/** The company with its feature flags and payroll integrations, as the viewer's answer gives it. */
export async function viewerCompany(db: Queryable, companyId: number) {
  const [company] = await db.query(
    `SELECT c.id, c.name, c.country_code, c.features,
       coalesce((SELECT json_agg(json_build_object('id', i.id, 'source', i.source, 'title', i.title,
                  'short_title', i.short_title, 'image', i.image, 'features', i.features) ORDER BY i.id)
          FROM payroll_integrations i WHERE i.company_id = c.id), '[]') AS integrations
     FROM companies c WHERE c.id = $1`,
    [companyId],
  );
  return company;
}

/** Sets the user's own interface language (part 1 §3 user flag `language`). */
export async function setLanguage(db: Queryable, userId: number, language: 'en' | 'nl' | 'fr') {
  await db.query('UPDATE users SET language = $1 WHERE id = $2', [language, userId]);
}
