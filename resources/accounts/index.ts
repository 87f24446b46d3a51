/** The accounts area's declared resources (users and sessions are the accounts routes' own). */
import brands from './brands';

export const ACCOUNTS_RESOURCES = [brands];
