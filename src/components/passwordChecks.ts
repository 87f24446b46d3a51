/** Shared by the screens that set a password: the spec's warnings as snackbars (docs/requirements/accounts.md §4, §8). */
import { isStrongPassword } from '../../resources/accounts/password';

/**
 * `notify` is react-admin's in the app, the public one (src/public/notify.tsx) before sign-in:
 * both word a key in the chosen language.
 */
export function passwordChecks(notify: (message: string, options?: { type?: 'warning' }) => void) {
  return {
    /** True when the password passes the complexity rule; otherwise warns. */
    strong(password: string): boolean {
      if (isStrongPassword(password)) return true;
      notify('auth.password_invalid', { type: 'warning' });
      return false;
    },
    /** True when both passwords are the same; otherwise warns. */
    same(password: string, confirm: string): boolean {
      if (password === confirm) return true;
      notify('auth.passwords_differ', { type: 'warning' });
      return false;
    },
  };
}
