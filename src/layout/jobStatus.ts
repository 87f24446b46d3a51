/**
 * A background job's status colour (docs/requirements/shell.md §4): the left border of a job in the
 * notifications drawer and in Admin Tools' jobs tab — grey, yellow, green, red.
 */
export type JobStatus = 'unprocessed' | 'processing' | 'processed' | 'failed';

export const JOB_STATUS_COLOURS: Record<JobStatus, string> = {
  unprocessed: '#9e9e9e',
  processing: '#f9a825',
  processed: '#2e7d32',
  failed: '#c62828',
};

/** The colour of a status, grey for one the app does not know yet. */
export function jobStatusColour(status: string): string {
  return JOB_STATUS_COLOURS[status as JobStatus] ?? JOB_STATUS_COLOURS.unprocessed;
}
