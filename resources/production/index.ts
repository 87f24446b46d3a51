/**
 * The production area's declared resources: employees, printers and their spool and issues, the
 * weigh queue and shipments. `printers/jobs` and `printers/line-item-issues` lie under
 * `printers`: they come first.
 */
import employees from './employees';
import lineItemIssues from './lineItemIssues';
import printers from './printers';
import printJobs from './printJobs';
import shipments from './shipments';
import weighQueue from './weighQueue';

export const PRODUCTION_RESOURCES = [employees, printJobs, lineItemIssues, printers, weighQueue, shipments];
