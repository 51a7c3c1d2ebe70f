// Demo data: the groups of a company (part 1 §6 "a manager's access covers the groups they have"), each
// person's group, the demo users who are employees linked to their person, and the groups a scoped manager covers.
import type { Queryable } from '../core/db';

export interface DemoUser {
  email: string;
  name: string;
  description: string;
  flags: Record<string, number | string>;
  /** The user is this person of the company (users.employee_id), by their place in the seed's list of people. */
  person?: number;
  /** The groups the user's access covers (user_groups); without it every group. */
  groups?: string[];
}

export interface DemoGroup {
  name: string;
  /** The people of these departments are in the group. */
  departments: string[];
}

export async function insertDemoUser(
  tx: Queryable,
  companyId: number,
  user: DemoUser,
  passwordHash: string,
): Promise<void> {
  const flags = {
    admin: 0,
    access_wages: 0,
    access_budgets: 0,
    access_payroll_provider: 0,
    access_performance_reviews: 0,
    group_access: 'full',
    language: 'en',
    role: 'all',
    support: 0,
    ...user.flags,
  };
  const columns = ['company_id', 'email', 'name', 'password_hash', ...Object.keys(flags)];
  const values = [companyId, user.email, user.name, passwordHash, ...Object.values(flags)];
  await tx.query(
    `INSERT INTO users (${columns.join(', ')}) VALUES (${values.map((_, i) => `$${i + 1}`).join(', ')})`,
    values,
  );
}

/** Groups, each person's group, users linked to their person and the groups they cover; the users exist already. */
export async function seedAccess(
  tx: Queryable,
  companyId: number,
  groups: readonly DemoGroup[],
  users: readonly DemoUser[],
): Promise<void> {
  for (const group of groups) {
    const [{ id }] = await tx.query<{ id: number }>(
      'INSERT INTO groups (company_id, name) VALUES ($1, $2) RETURNING id',
      [companyId, group.name],
    );
    await tx.query(
      'UPDATE employees e SET group_id = $2 FROM departments d WHERE d.id = e.department_id AND e.company_id = $1 AND d.company_id = $1 AND d.description = ANY($3::text[])',
      [companyId, id, group.departments],
    );
  }
  for (const user of users) {
    if (user.person !== undefined) {
      await tx.query(
        `UPDATE users SET employee_id = (SELECT id FROM employees WHERE company_id = $1 ORDER BY id OFFSET $3 LIMIT 1)
          WHERE company_id = $1 AND lower(email) = lower($2)`,
        [companyId, user.email, user.person],
      );
    }
    if (user.groups) {
      await tx.query(
        `INSERT INTO user_groups (company_id, user_id, group_id)
         SELECT $1, u.id, g.id FROM users u JOIN groups g ON g.company_id = u.company_id
          WHERE u.company_id = $1 AND lower(u.email) = lower($2) AND g.name = ANY($3::text[])`,
        [companyId, user.email, user.groups],
      );
    }
  }
}
