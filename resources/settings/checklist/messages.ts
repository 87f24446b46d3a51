/** The onboarding checklist's texts (docs/requirements/brands.md §8), shared by the audit engine, the server and the app. */
/** The error texts of docs/requirements/brands.md §8, verbatim. */
export const MESSAGES = {
  loadFailed: 'Unknown Error: Failed to get checklist items. If the problem persists, please contact support.',
  invalidItemOrBrand: 'Invalid Checklist Item or Brand ID.',
  invalidItemIdOrBrandId: 'Invalid Checklist Item ID or Brand ID.',
  invalidMetadata: 'Invalid Metadata Object.',
  invalidLocalStorageItem: 'Invalid Local Storage Item.',
  localStorageMismatch: 'Local Storage Metadata Columns and Values Mismatch.',
  localStorageFailed: 'Local Storage Check Failed.',
  localStorageNoData: 'Local Storage Check Failed, No Data Found.',
  pageNotVisited: 'This page has not been visited by a brand user.',
  manualRequired: 'Manual Completion Required.',
  notFound: 'API Call Failed: Url Not Found (404).',
  serverError: 'API Call Failed: Internal Server Error (500).',
  dataMissing: 'Data missing in API Response.',
  rowFailed: 'Row Check Failed.',
  rowStatusMissing: 'Status Code Missing in Metadata for a Row Check type.',
  columnLengthMismatch: 'Expected values and check columns length mismatch.',
  columnFailed: 'Column Check Failed.',
  columnMissingValues: 'Column Check Failed, missing expected values.',
  auditSucceeded: 'Checklist Audit Completed Successfully. Brand ready for fulfillment!',
  auditIncomplete: 'Checklist Audit Completed. Incomplete checklist items must be completed before orders can be fulfilled.',
} as const;
