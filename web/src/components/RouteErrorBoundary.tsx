import { isRouteErrorResponse, useRouteError } from 'react-router';
import { errorReason } from '../relay/errors';
import { ErrorBox } from './ErrorBox';

/** Each route's error boundary: a query or a lazy chunk that failed stops loading and says why. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const reason = isRouteErrorResponse(error) ? error.statusText || String(error.status) : errorReason(error);
  return <ErrorBox reason={reason} />;
}
