/** The texts of the account emails. Links point at the app's own screens. */
import type { EmailMessage } from '../adapters/email';

function link(origin: string, path: string, params: Record<string, string | number>): string {
  const url = new URL(path, origin);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, String(v));
  return url.toString();
}

function message(to: string, kind: string, subject: string, lines: string[], action: { label: string; href: string }): EmailMessage {
  const text = [...lines, '', `${action.label}: ${action.href}`, '', 'Papered'].join('\n');
  const html = `${lines.map((l) => `<p>${escape(l)}</p>`).join('')}<p><a href="${escape(action.href)}">${escape(action.label)}</a></p><p>Papered</p>`;
  return { to, kind, subject, text, html };
}

function escape(s: string): string {
  return s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

export function verificationEmail(origin: string, to: string, userId: number, token: string): EmailMessage {
  return message(
    to,
    'verification',
    'Verify your email for Papered',
    ['Welcome to Papered!', 'Please confirm your email address to finish creating your account.'],
    { label: 'Verify Email', href: link(origin, '/verify', { user_id: userId, verify_token: token }) },
  );
}

export function invitationEmail(origin: string, to: string, userId: number, token: string, brandName: string): EmailMessage {
  return message(
    to,
    'invitation',
    `You are invited to ${brandName} on Papered`,
    [`You have been invited to join ${brandName} on Papered.`, 'Set your name and password to start.'],
    { label: 'Create Your User', href: link(origin, '/new-user', { user_id: userId, verify_token: token }) },
  );
}

export function resetEmail(origin: string, to: string, userId: number, token: string): EmailMessage {
  return message(
    to,
    'reset',
    'Reset your Papered password',
    ['Somebody asked to reset the password of your Papered account.', 'If it was not you, ignore this email: nothing changes.'],
    { label: 'Reset Password', href: link(origin, '/reset-password', { user_id: userId, verify_token: token }) },
  );
}
