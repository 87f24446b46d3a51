/**
 * Payloads of the account calls (docs/requirements/accounts.md §3, §7) and their rules, shared by the account
 * screens and the server so both say the same thing about the same input.
 */
import * as yup from 'yup';
import { REQUIRED_MESSAGE } from '../fields';
import { idSchema } from '../ids';
import { PASSWORD_INVALID, PASSWORD_MAX, isStrongPassword } from './password';

const required = () => yup.string().trim().required(REQUIRED_MESSAGE);
const strongPassword = () =>
  yup
    .string()
    .required(REQUIRED_MESSAGE)
    .max(PASSWORD_MAX, `At most ${PASSWORD_MAX} characters`)
    .test('strong', PASSWORD_INVALID, (v) => isStrongPassword(v));
const emailAddress = () => required().max(254).email('Must be a valid email');

export const loginSchema = yup.object({
  email: yup.string().trim().required('Email is required'),
  password: yup.string().required('Password is required'),
});

/** New account with a new brand (create-account screen). */
export const newAccountSchema = yup.object({
  is_new_brand: yup.boolean().oneOf([true]).required(REQUIRED_MESSAGE),
  brand_id: yup.mixed().nullable().optional(),
  brand: yup.object({ name: required().max(120) }).required(REQUIRED_MESSAGE),
  first: required().max(80),
  last: required().max(80),
  email: emailAddress(),
  password: strongPassword(),
  permission: yup.number().oneOf([2], 'A new brand account is an ADMIN (2)').required(REQUIRED_MESSAGE),
});

/** The sales channels a brand connects (docs/requirements/brands.md §1): Shopify, or our own storefront. */
export const CHANNELS = ['SHOPIFY', 'PAPERED'] as const;
export type Channel = (typeof CHANNELS)[number];

/** Connecting a brand's store (`POST brand-channel/connect-channel`, the brand page). */
export const connectChannelSchema = yup.object({
  brand_id: idSchema().required(REQUIRED_MESSAGE),
  channel: yup
    .string()
    .oneOf([...CHANNELS], `Must be one of: ${CHANNELS.join(', ')}`)
    .default('SHOPIFY'),
  // A host name (my-shop.myshopify.com): no scheme, path or spaces.
  shop_domain: yup
    .string()
    .trim()
    .max(255)
    .matches(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i, {
      message: 'Must be a domain like my-shop.myshopify.com',
      excludeEmptyString: true,
    })
    .nullable(),
  access_token: yup.string().trim().max(500).nullable(),
});

/** Invitation of a user to an existing brand (Users screen). */
export const inviteSchema = yup.object({
  brand_id: idSchema().required(REQUIRED_MESSAGE),
  email: emailAddress(),
  first: yup.string().trim().max(80).nullable(),
  last: yup.string().trim().max(80).nullable(),
  permission: yup.number().typeError('Must be a number').integer().min(1).max(5).required(REQUIRED_MESSAGE),
});

/** Completing an invitation (create-user screen). */
export const completeInvitationSchema = yup.object({
  id: idSchema().required(REQUIRED_MESSAGE),
  verify_token: required(),
  first: required().max(80),
  last: required().max(80),
  password: strongPassword(),
});

export const verifyEmailSchema = yup.object({
  user_id: idSchema().required(REQUIRED_MESSAGE),
  verify_token: required(),
});

export const forgotPasswordSchema = yup.object({
  email: required(),
  send_reset_email: yup.boolean().oneOf([true]).required(),
});

export const resetPasswordSchema = yup.object({
  id: idSchema().required(REQUIRED_MESSAGE),
  reset_token: required(),
  send_reset_email: yup.boolean().oneOf([false]).required(),
  password: strongPassword(),
});

export const changePasswordSchema = yup.object({
  current_password: yup.string().required(REQUIRED_MESSAGE),
  password: strongPassword(),
});

export const profileSchema = yup.object({
  first: required().max(80),
  last: required().max(80),
});

/** brands/logo and brands/header name the brand in the form. */
export const brandIdSchema = yup.object({ brand_id: idSchema().required(REQUIRED_MESSAGE) });
/** PUT brands/header without a file: the key of a header uploaded through the aws-presigner. */
export const headerKeySchema = yup.object({ key: yup.string().max(200) });
