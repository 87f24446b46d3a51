/**
 * Uploads straight to storage (docs/requirements/platform.md §5 "Upload helpers"): the aws-presigner call, the direct
 * storage helpers by type, and `uploadFile`, which chooses a single PUT or a multipart upload.
 */
import { storageRequests } from '../storageRequests';
import { presign, uploadFile } from '../uploadFile';

export const uploadsMethods = {
  presign,
  uploadFile,
  ...storageRequests(),
};
