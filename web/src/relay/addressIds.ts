// The spec's addresses carry REST ids (part 1 §2 /people/{id}, /documents/{documentId}, part 2 §2
// /software/licenses/{id}…). The route queries pass them as they are to employee(internalId:) and
// nodeByInternalId(type:, internalId:): only the gateway encodes global ids, the app never builds or reads one.
import { fetchQuery, graphql } from 'react-relay';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import type { addressIdsEmployeeQuery } from '../__generated__/addressIdsEmployeeQuery.graphql';

/**
 * An address's REST id as a route query's Int variable; 0 for anything else, which no row has, so the page says
 * 'not found' as for a missing id.
 */
export function addressRestId(param: string | null | undefined): number {
  return param != null && /^[1-9][0-9]{0,8}$/.test(param) ? Number(param) : 0;
}

// The routes whose first id segment is a person (part 1 §2 /people/{id}/…, part 2 §2 /evaluations/{personId}).
const EMPLOYEE_SEGMENTS: readonly { pattern: RegExp; param: string }[] = [
  { pattern: /^\/people\/([^/]+)/, param: 'id' },
  { pattern: /^\/evaluations\/(?!detail\/|add$)([^/]+)$/, param: 'personId' },
];

const employeeByGlobalIdQuery = graphql`
  query addressIdsEmployeeQuery($id: ID!) {
    employee(id: $id) {
      id
      internalId
    }
  }
`;

/**
 * A person's address that holds something else than the number (an old link or bookmark with the Employee's global
 * id) redirects to the numeric address, which the gateway tells. Null, without asking, when the address needs none (a
 * number, another route); the promise answers null for an id the gateway does not know (the page says 'not found').
 */
export function employeeAddressRedirect(
  environment: IEnvironment,
  { params, request }: LoaderFunctionArgs,
): Promise<Response | null> | null {
  const url = new URL(request.url);
  for (const { pattern, param } of EMPLOYEE_SEGMENTS) {
    const match = pattern.exec(url.pathname);
    const value = params[param];
    if (!match || value === undefined || decodeURIComponent(match[1]) !== value) continue;
    if (addressRestId(value) !== 0) return null;
    const start = match.index + match[0].length - match[1].length;
    const end = start + match[1].length;
    return fetchQuery<addressIdsEmployeeQuery>(environment, employeeByGlobalIdQuery, { id: value })
      .toPromise()
      .then((data) => {
        const internalId = data?.employee?.internalId;
        if (internalId == null) return null;
        return redirect(url.pathname.slice(0, start) + internalId + url.pathname.slice(end) + url.search + url.hash);
      });
  }
  return null;
}
