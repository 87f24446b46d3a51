/**
 * The screens outside the shell (docs/requirements/accounts.md §2): login, create account, create user, verify, forgot
 * and reset password (the terms open from create account). They are part of the small entry
 * (src/main.tsx), drawn before and without react-admin: keep them and what they import free of
 * react-admin, Apollo and the resource declarations (texts from ../public/texts, snackbars from
 * ../public/notify). Login is in the first chunk; the others load on their own when opened.
 */
import { lazyChunk } from '../components/lazyChunk';
import LoginPage from './LoginPage';

const NewAccountPage = lazyChunk(() => import('./NewAccountPage'));
const NewUserPage = lazyChunk(() => import('./NewUserPage'));
const VerifyPage = lazyChunk(() => import('./VerifyPage'));
const ForgotPasswordPage = lazyChunk(() => import('./ForgotPasswordPage'));
const ResetPasswordPage = lazyChunk(() => import('./ResetPasswordPage'));

export const PUBLIC_PAGES = [
  { path: '/login', Page: LoginPage },
  { path: '/new-account', Page: NewAccountPage },
  { path: '/new-user', Page: NewUserPage },
  { path: '/verify', Page: VerifyPage },
  { path: '/forgot-password', Page: ForgotPasswordPage },
  { path: '/reset-password', Page: ResetPasswordPage },
];
