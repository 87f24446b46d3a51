/** The account screens outside the shell (spec 1 §2): create account, create user, verify, forgot and reset password. */
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import type { AppArea } from '../areas/types';

const NewAccountPage = lazy(() => import('./NewAccountPage'));
const NewUserPage = lazy(() => import('./NewUserPage'));
const VerifyPage = lazy(() => import('./VerifyPage'));
const ForgotPasswordPage = lazy(() => import('./ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('./ResetPasswordPage'));

export const accountsArea: AppArea = {
  id: 'accounts',
  publicRoutes: [
    <Route key="new-account" path="/new-account" element={<NewAccountPage />} />,
    <Route key="new-user" path="/new-user" element={<NewUserPage />} />,
    <Route key="verify" path="/verify" element={<VerifyPage />} />,
    <Route key="forgot-password" path="/forgot-password" element={<ForgotPasswordPage />} />,
    <Route key="reset-password" path="/reset-password" element={<ResetPasswordPage />} />,
  ],
};
