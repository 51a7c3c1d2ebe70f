import { bearerToken, signIn, signOut } from '../core/auth';
import type { Db } from '../core/db';
import { HttpError } from '../core/errors';
import type { Api } from '../core/routing';
import { tooManyAttempts, type SignInThrottle } from './signInThrottle';
import { companySchema, errorSchema, fieldErrorSchema, named, obj, str, userSchema } from '../core/schemas';
import { demoSignInList, setLanguage, viewerCompany } from './sql';

const sessionSchema = named('Session', obj({ token: str, expires_at: { type: 'string', format: 'date-time' } }));
const signOutSchema = named('SignOut', obj({ sessions_ended: { type: 'integer' } }));

/** Signing in and the demo sign-ins: the routes that need no token. */
export async function authRoutes(
  app: Api,
  { db, throttle, demoSignIns }: { db: Db; throttle: SignInThrottle; demoSignIns: boolean },
) {
  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Sign in; the token goes in `Authorization: Bearer <token>` on every other call and ends at `expires_at` or on sign-out. ' +
          'Failed attempts slow down, then answer 429 TOO_MANY_ATTEMPTS with retry-after (README "Sign-in").',
        body: obj({
          email: { type: 'string', minLength: 1, maxLength: 320 },
          password: { type: 'string', minLength: 1, maxLength: 1024 },
        }),
        response: { 200: sessionSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      // Counted before the password is checked, so parallel guesses cannot all slip in under the limit.
      const attempt = await throttle.attempt(email, request.ip);
      if (attempt.refused) {
        reply.header('retry-after', String(attempt.retryAfter));
        throw tooManyAttempts(attempt.retryAfter);
      }
      const session = await signIn(db, email, password);
      if (!session) throw new HttpError(401, 'INVALID_CREDENTIALS', 'The email or password is wrong.');
      await attempt.succeeded();
      return { token: session.token, expires_at: session.expiresAt };
    },
  );

  app.get(
    '/api/auth/demo',
    {
      schema: {
        tags: ['auth'],
        summary: 'The demo sign-ins (password demo), listed only while the demo data is loaded and never in production',
        response: { 200: obj({ data: { type: 'array', items: obj({ email: str, description: str }) } }) },
      },
    },
    async () => {
      if (!demoSignIns) return { data: [] };
      return { data: await demoSignInList(db) };
    },
  );
}

/** The signed-in user's own session and settings: registered in the authenticated scope (app.ts). */
export async function sessionRoutes(app: Api, { db }: { db: Db }) {
  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: the token stops working at once; with `everywhere`, every session of the user ends',
        body: { anyOf: [obj({ everywhere: { type: 'boolean' } }, []), { type: 'null' }] },
        response: { 200: signOutSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const everywhere = request.body?.everywhere === true;
      return { sessions_ended: await signOut(db, bearerToken(request)!, everywhere) };
    },
  );

  app.get(
    '/api/auth/viewer',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user with its flags, and its company with feature flags and payroll integrations',
        response: { 200: obj({ user: userSchema, company: companySchema }) },
      },
    },
    async (request) => {
      const company = await viewerCompany(db, request.user.company_id);
      return { user: request.user, company };
    },
  );

  // The language switch. Part 1 §3 names `language` a user flag; the spec shows no path, so the
  // signed-in user changes their own under the viewer's path. Every user may: it is their interface only.
  app.post(
    '/api/auth/viewer/language',
    {
      schema: {
        tags: ['auth'],
        summary: "Changes the signed-in user's own interface language (part 1 §3 user flag `language`: en, nl, fr)",
        body: obj({ language: { type: 'string', enum: ['en', 'nl', 'fr'] } }),
        response: {
          200: obj({ language: { type: 'string', enum: ['en', 'nl', 'fr'] } }),
          400: fieldErrorSchema,
          401: errorSchema,
        },
      },
    },
    async (request) => {
      const { language } = request.body;
      await setLanguage(db, request.user.id, language);
      return { language };
    },
  );
}
