import { RestFailure, type RestClient } from '../core/restClient';
import type { ViewerAnswer } from '../core/models';

/** The signed-in user and company, read once per request; null without a valid token. */
export function viewerLoader(client: RestClient, hasToken: boolean) {
  let answer: Promise<ViewerAnswer | null> | undefined;
  return () => {
    answer ??= hasToken
      ? client.get('/api/auth/viewer').catch((error: unknown) => {
          if (error instanceof RestFailure && error.status === 401) return null;
          throw error;
        })
      : Promise.resolve(null);
    return answer;
  };
}
