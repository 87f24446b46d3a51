/**
 * The app's react-query client. A refusal or a bad request (4xx: another brand's record, a
 * missing one) will not change on a retry, so it is shown at once; react-query's default of three
 * retries with back-off left such screens blank for about seven seconds. Network and server
 * errors are still retried twice.
 */
import { QueryClient } from '@tanstack/react-query';

export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  const status = (error as { status?: number } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: retryUnlessRefused } } });
}
