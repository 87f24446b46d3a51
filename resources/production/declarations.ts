/** The area's declarations, one line each (resources/production/index.ts lists them all). */
export { default as employees } from './employees';
export { default as printJobs } from './printJobs';
export { default as lineItemIssues } from './lineItemIssues';
export { default as printers } from './printers';
export { default as weighQueue } from './weighQueue';
export { default as shipments } from './shipments';
export { default as dropGroups } from './dropGroups';
export { default as jdmls } from './jdmls';
export { default as wasteRecords } from './wasteRecords';
