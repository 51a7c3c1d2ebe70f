import type { FastifyInstance } from 'fastify';
import { authenticate, signIn } from '../auth';
import type { Db } from '../db';
import { HttpError } from '../errors';
import { companySchema, errorSchema, obj, str, userSchema } from './schemas';

export async function authRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in; the token goes in `Authorization: Bearer <token>` on every other call',
        body: obj({ email: { type: 'string', minLength: 1, maxLength: 320 }, password: { type: 'string', minLength: 1, maxLength: 1024 } }),
        response: { 200: obj({ token: str }), 401: errorSchema },
      },
    },
    async (request) => {
      const { email, password } = request.body as { email: string; password: string };
      const token = await signIn(db, email, password);
      if (!token) throw new HttpError(401, 'INVALID_CREDENTIALS', 'The email or password is wrong.');
      return { token };
    },
  );

  app.get(
    '/api/auth/demo',
    {
      schema: {
        tags: ['auth'],
        summary: 'The demo sign-ins (password demo), listed only while the demo data is loaded',
        response: { 200: obj({ data: { type: 'array', items: obj({ email: str, description: str }) } }) },
      },
    },
    async () => {
      const [setting] = await db.query<{ value: string }>("SELECT value FROM settings WHERE key = 'demo_sign_ins'");
      return { data: setting ? JSON.parse(setting.value) : [] };
    },
  );

  app.get(
    '/api/auth/viewer',
    {
      preHandler: authenticate(db),
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user with its flags, and its company with feature flags and payroll integrations',
        response: { 200: obj({ user: userSchema, company: companySchema }) },
      },
    },
    async (request) => {
      const [company] = await db.query(
        `SELECT c.id, c.name, c.country_code, c.features,
           coalesce((SELECT json_agg(json_build_object('id', i.id, 'source', i.source, 'title', i.title,
                      'short_title', i.short_title, 'image', i.image, 'features', i.features) ORDER BY i.id)
              FROM payroll_integrations i WHERE i.company_id = c.id), '[]') AS integrations
         FROM companies c WHERE c.id = $1`,
        [request.user.company_id],
      );
      return { user: request.user, company };
    },
  );
}
