/** The user and token of an emailed account link (`?user_id=…&verify_token=…`, docs/requirements/accounts.md §2). */
export function queryParams(search: string) {
  const params = new URLSearchParams(search);
  const userId = Number(params.get('user_id'));
  return { userId: Number.isInteger(userId) && userId > 0 ? userId : null, token: params.get('verify_token') ?? '' };
}
