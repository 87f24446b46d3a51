/**
 * The production area's declared resources: employees, printers and their spool and issues, the
 * weigh queue and shipments. `printers/jobs` and `printers/line-item-issues` lie under
 * `printers`, and `jdml/dropper/groups` under `jdml`: they come first.
 */
import dropGroups from './dropGroups';
import employees from './employees';
import jdmls from './jdmls';
import lineItemIssues from './lineItemIssues';
import printers from './printers';
import printJobs from './printJobs';
import shipments from './shipments';
import wasteRecords from './wasteRecords';
import weighQueue from './weighQueue';

export const PRODUCTION_RESOURCES = [
  employees,
  printJobs,
  lineItemIssues,
  printers,
  weighQueue,
  shipments,
  dropGroups,
  jdmls,
  wasteRecords,
];
