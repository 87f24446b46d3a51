/**
 * What each background job category does. Areas register their handlers here (image
 * processing, sample and header creation arrive with the catalogue); a category without a
 * handler waits in the queue, visible in notifications, until a worker that knows it runs.
 */
import type { JobHandler } from '../framework/jobQueue';

export const JOB_HANDLERS: Record<string, JobHandler> = {};
