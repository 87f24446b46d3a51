/**
 * Taking over the static login form of index.html (public/shell.js) when the app starts: what the
 * visitor typed, the field they were in, and whether they already asked to sign in. The static
 * inputs turn read-only at that moment, so nothing typed during the switch goes missing unseen.
 */
export interface ShellLogin {
  email: string;
  password: string;
  focus: 'email' | 'password';
  submitted: boolean;
}

let taken: ShellLogin | undefined;

/** Called by the entry just before React draws: reads and freezes the static form, if shown. */
export function takeOverShell(): void {
  const form = document.getElementById('shell-login') as HTMLFormElement | null;
  if (!form || form.hidden) return;
  const email = form.elements.namedItem('email') as HTMLInputElement;
  const password = form.elements.namedItem('password') as HTMLInputElement;
  for (const input of [email, password]) input.readOnly = true;
  form.querySelector('button')?.setAttribute('disabled', '');
  taken = {
    email: email.value,
    password: password.value,
    focus: document.activeElement === password ? 'password' : 'email',
    submitted: form.dataset.submitted === '1',
  };
}

/** The static form's state, for the login screen's first render. */
export function shellLogin(): ShellLogin | undefined {
  return taken;
}

/** Once the login screen has it: a later visit to the screen (after signing out) starts empty. */
export function forgetShellLogin(): void {
  taken = undefined;
}

/** Keeps the login texts of the chosen language for the static form of the next visit. */
export function keepLoginTexts(languageId: number, texts: Record<string, string>): void {
  const login = Object.fromEntries(Object.entries(texts).filter(([key]) => key.startsWith('login.')));
  try {
    localStorage.setItem('login_texts', JSON.stringify({ language: languageId, texts: login }));
  } catch {
    // Storage full or disabled: the static form then shows English, or waits in another language.
  }
}
