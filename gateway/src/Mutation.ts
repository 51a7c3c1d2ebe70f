import type { MutationResolvers } from './__generated__/resolvers-types';
import { withIdempotencyKeys } from './core/idempotency';
import { RestFailure } from './core/restClient';
import { dayOffSettingsMutations } from './daysOffSettings/mutations';
import { daysOffMutations } from './daysOff/mutations';
import { leaveRequestMutations } from './daysOff/leaveRequests';
import { profileMutations } from './profile/mutations';
import { verzuimMutations } from './verzuim/mutations';
import { wageMutations } from './wage/mutations';
import { workflowMutations } from './workflows/mutations';
import { budgetMutations } from './budgets/mutations';
import { commuteMutations } from './commutes/mutations';
import { reviewMutations } from './reviews/mutations';
import { softwareMutations } from './software/mutations';
import { personEditMutations } from './personEdit/PersonEdit';
import { linkedMutations } from './linked/mutations';
import { personPageMutations } from './personPages/PersonPages';
import { contractMutations } from './contracts/mutations';
import { dimonaMutations } from './dimona/mutations';

// The creating mutations send their input's idempotencyKey with their creating call (idempotency.ts).
export const Mutation: MutationResolvers = withIdempotencyKeys({
  async signIn(_, { input }, ctx) {
    try {
      const { token, expires_at } = await ctx.rest.post('/api/auth/login', {
        email: input.email,
        password: input.password,
      });
      const viewer = await ctx.withToken(token).loaders.viewer();
      // The web app's session lives in an HttpOnly cookie that no script reads: the token is not in its answer.
      if (input.cookie === true && ctx.session) {
        ctx.session.start(token, expires_at);
        return { token: null, expiresAt: expires_at, viewer, userErrors: [] };
      }
      return { token, expiresAt: expires_at, viewer, userErrors: [] };
    } catch (error) {
      if (!(error instanceof RestFailure) || error.status >= 500) throw error;
      const field = typeof error.body.field === 'string' ? ['input', error.body.field] : null;
      return {
        token: null,
        expiresAt: null,
        viewer: null,
        userErrors: [{ code: error.body.code, message: error.body.message, field }],
      };
    }
  },

  // Without a valid token there is nothing to end; that is not an error for the caller.
  async signOut(_, { input }, ctx) {
    ctx.session?.end();
    if (!ctx.token) return { sessionsEnded: 0, userErrors: [] };
    try {
      const { sessions_ended } = await ctx.rest.post('/api/auth/logout', { everywhere: input.everywhere === true });
      return { sessionsEnded: sessions_ended, userErrors: [] };
    } catch (error) {
      if (error instanceof RestFailure && error.status === 401) return { sessionsEnded: 0, userErrors: [] };
      throw error;
    }
  },

  // The language switch. The viewer is read again after the change (a fresh context's loader).
  async setViewerLanguage(_, { input }, ctx) {
    if (!ctx.token)
      return { viewer: null, userErrors: [{ code: 'UNAUTHENTICATED', message: 'Sign in first.', field: null }] };
    await ctx.rest.post('/api/auth/viewer/language', { language: input.language });
    return { viewer: await ctx.withToken(ctx.token).loaders.viewer(), userErrors: [] };
  },

  ...profileMutations,
  ...dimonaMutations,
  ...wageMutations,
  ...daysOffMutations,
  ...leaveRequestMutations,
  ...dayOffSettingsMutations,
  ...verzuimMutations,
  ...workflowMutations,
  ...budgetMutations,
  ...commuteMutations,
  ...softwareMutations,
  ...reviewMutations,
  ...personEditMutations,
  ...linkedMutations,
  ...personPageMutations,
  ...contractMutations,
});
