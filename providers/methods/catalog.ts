/** The catalog's calls beyond CRUD: collections are sent as multipart forms with their images. */
import { api } from '../httpClient';

export const catalogMethods = {
  /** Creates a collection (no `id` in the form) or saves one (`PUT collections`, multipart). */
  saveCollection: (form: FormData) => api('collections', { method: form.has('id') ? 'PUT' : 'POST', body: form }),
};
