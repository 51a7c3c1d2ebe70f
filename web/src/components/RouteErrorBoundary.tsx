import { isRouteErrorResponse, useRouteError } from 'react-router';
import { errorKind } from '../relay/errors';
import { ErrorBox } from './ErrorBox';
import { useErrorText } from './errorText';

/**
 * Each route's error boundary: a query or a lazy chunk that failed stops loading and says why; a network or server
 * failure reads as a human sentence and offers to try again.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const errorText = useErrorText();
  const reason = isRouteErrorResponse(error) ? error.statusText || String(error.status) : errorText(error);
  const retry = !isRouteErrorResponse(error) && errorKind(error) !== null;
  return <ErrorBox reason={reason} onRetry={retry ? () => window.location.reload() : undefined} />;
}
