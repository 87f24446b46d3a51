/** The password rule of docs/requirements/accounts.md §5, shared by the account screens and the server. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const PASSWORD_HINT = 'At least 8 characters, with a lowercase letter, an uppercase letter, a number and a special character.';
export const PASSWORD_INVALID = 'Password is invalid. Please enter a password with the required parameters.';
export const PASSWORDS_DIFFER = 'Passwords do not match. Please assure that both passwords are the same.';

export function isStrongPassword(password: unknown): boolean {
  return (
    typeof password === 'string' &&
    password.length >= PASSWORD_MIN &&
    password.length <= PASSWORD_MAX &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /[0-9]/.test(password) &&
    /[^A-Za-z0-9]/.test(password)
  );
}
