/** The area's declarations, one line each (resources/accounts/index.ts lists them all). */
export { default as brands } from './brands';
