import { redirect, type LoaderFunctionArgs } from 'react-router';
import { employeeGlobalId, employeeInternalId } from '../employeeIds';

// The routes whose first id segment is an Employee (part 1 §2 /people/{id}/…, part 2 §2
// /evaluations/{personId}), and the name of the route param that holds it.
const EMPLOYEE_SEGMENTS: readonly { pattern: RegExp; param: string }[] = [
  { pattern: /^\/people\/([^/]+)/, param: 'id' },
  { pattern: /^\/evaluations\/(?!detail\/|add$)([^/]+)$/, param: 'personId' },
];

/**
 * The address carries the spec's numeric id, the route queries the Employee's global id.
 * Gives the loader args with the param turned into the global id, or a redirect to the numeric address
 * when the address still holds a global id (old links, bookmarks). Other routes pass through unchanged.
 */
export function employeeRouteParams(args: LoaderFunctionArgs): LoaderFunctionArgs | Response {
  const url = new URL(args.request.url);
  for (const { pattern, param } of EMPLOYEE_SEGMENTS) {
    const match = pattern.exec(url.pathname);
    const value = args.params[param];
    if (!match || value === undefined || decodeURIComponent(match[1]) !== value) continue;
    const internalId = employeeInternalId(value);
    if (internalId === null) return args;
    if (internalId !== value) {
      const start = match.index + match[0].length - match[1].length;
      const pathname = url.pathname.slice(0, start) + internalId + url.pathname.slice(start + match[1].length);
      return redirect(pathname + url.search + url.hash);
    }
    return { ...args, params: { ...args.params, [param]: employeeGlobalId(internalId) } };
  }
  return args;
}
