import { createHash, randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from './db';
import { cachedAccess } from './accessCache';
import { unauthenticated } from './errors';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const KEY_LENGTH = 32;
/** A token lives a working day (SESSION_HOURS), and ends earlier on sign-out. */
export const SESSION_HOURS = Number(process.env.SESSION_HOURS ?? 12);

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length);
  return timingSafeEqual(actual, expected);
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A user row as the REST API answers it: flags as 0/1 (part 1 §3 "User flags"). */
export interface UserRow {
  id: number;
  company_id: number;
  employee_id: number | null;
  email: string;
  name: string;
  admin: number;
  access_wages: number;
  access_budgets: number;
  access_payroll_provider: number;
  access_performance_reviews: number;
  group_access: 'full' | 'light';
  language: 'en' | 'nl' | 'fr';
  role: 'default' | 'team_only' | 'all';
  support: number;
  // Part 1 §6 permissions without a spec flag name (migration 002).
  access_employee_details: number;
  access_calendar: number;
  export_excel: number;
  replan_days_off: number;
  read_only: number;
  /** Part 1 §6: whether this session is a support user impersonating inside the company. */
  impersonating: number;
  /** The groups the user's access covers (user_groups); null when they cover every group of the company. */
  group_ids: number[] | null;
}

export const USER_COLUMNS = `u.id, u.company_id, u.employee_id, u.email, u.name, u.admin, u.access_wages, u.access_budgets,
  u.access_payroll_provider, u.access_performance_reviews, u.group_access, u.language, u.role, u.support,
  u.access_employee_details, u.access_calendar, u.export_excel, u.replan_days_off, u.read_only, s.impersonating,
  (SELECT array_agg(g.group_id ORDER BY g.group_id) FROM user_groups g WHERE g.user_id = u.id) AS group_ids`;

export async function signIn(
  db: Queryable,
  email: string,
  password: string,
): Promise<{ token: string; expiresAt: string } | null> {
  const [user] = await db.query<{ id: number; password_hash: string; support: number }>(
    'SELECT id, password_hash, support FROM users WHERE lower(email) = lower($1)',
    [email.trim()],
  );
  // Verify even for an unknown email, so the answer time does not tell which emails exist.
  const ok = await verifyPassword(
    password,
    user?.password_hash ?? 'scrypt$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
  );
  if (!user || !ok) return null;
  const token = randomBytes(32).toString('base64url');
  // Part 1 §6 'an impersonating support session': support accounts only ever sign in to act inside a
  // customer's company, so their sessions impersonate; a later impersonation flow may start them otherwise.
  const [session] = await db.query<{ expires_at: Date | string }>(
    `INSERT INTO sessions (token_hash, user_id, expires_at, impersonating) VALUES ($1, $2, now() + make_interval(hours => $4::int), $3)
     RETURNING expires_at`,
    [hashToken(token), user.id, user.support === 1 ? 1 : 0, SESSION_HOURS],
  );
  return { token, expiresAt: new Date(session.expires_at).toISOString() };
}

/** Sign-out ends this token, or every session of its user (`everywhere`); answers how many ended. */
export async function signOut(db: Queryable, token: string, everywhere: boolean): Promise<number> {
  const rows = everywhere
    ? await db.query<{ user_id: number }>(
        'DELETE FROM sessions WHERE user_id = (SELECT user_id FROM sessions WHERE token_hash = $1) RETURNING user_id',
        [hashToken(token)],
      )
    : await db.query<{ user_id: number }>('DELETE FROM sessions WHERE token_hash = $1 RETURNING user_id', [
        hashToken(token),
      ]);
  return rows.length;
}

export async function userForToken(db: Queryable, token: string): Promise<UserRow | null> {
  const tokenHash = hashToken(token);
  // Cached per token for at most 2 s and never past the session's expiry; any write to users, sessions or
  // user_groups drops it at once (accessCache.ts). An unknown token is not cached (nothing to drop on sign-in).
  return cachedAccess(db, `session:${tokenHash}`, async () => {
    const [row] = await db.query<UserRow & { session_expires_at: Date | string }>(
      `SELECT ${USER_COLUMNS}, s.expires_at AS session_expires_at FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1 AND s.expires_at > now()`,
      [tokenHash],
    );
    if (!row) return { value: null, until: 0 };
    const { session_expires_at: expiresAt, ...user } = row;
    return { value: user, until: new Date(expiresAt).getTime() };
  });
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match ? match[1] : null;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow;
  }
}

/** The preHandler every route but sign-in runs: the caller's user, whose company_id scopes every query. */
export function authenticate(db: Queryable) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const user = token ? await userForToken(db, token) : null;
    if (!user) throw unauthenticated();
    request.user = user;
  };
}
