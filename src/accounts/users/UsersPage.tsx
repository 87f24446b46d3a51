/**
 * /users (ADMIN level): the users of a brand — a brand ADMIN sees their own brand's, SUPERADMIN
 * every brand's. Invite by email (the invitation link arrives by email), change a permission,
 * remove with a confirmation. Uses the account calls of docs/requirements/access.md §7.
 */
import type { FieldValues } from 'react-hook-form';
import { useMemo, useState } from 'react';
import { schemaResolver } from '../../framework/validation';
import { Alert, Button, Chip, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { RecordTable } from '../../components/RecordTable';
import { SizedDialog } from '../../components/SizedDialog';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import {
  Confirm,
  SelectInput,
  TextInput,
  useCanAccess,
  useGetIdentity,
  useGetList,
  useNotify,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { AppForm } from '../../framework/forms';
import { inviteSchema } from '../../../resources/accounts/schemas';
import { PERMISSION_IDS, grantableRoles, roleFromPermissionId, type Role } from '../../../resources/access';
import { useAppDataProvider } from '../../../providers/dataProvider';
import type { AccountUser } from '../../../providers/methods/accounts';
import { errorMessage } from '../../../providers/httpClient';
import { usePageTitle } from '../../layout/pageTitle';
import { useSelectedBrandId } from '../../layout/selectedBrand';
import { SubmitButton } from '../../framework/SubmitButton';
import { refusalOf } from '../../framework/formSubmit';
import { usePageQuery } from '../../framework/pageData';
import type { BrandRecord } from '../../../resources/accounts/brands';

type User = AccountUser;

function InviteDialog({
  open,
  onClose,
  onInvited,
  brandId,
  role,
}: {
  open: boolean;
  onClose: () => void;
  onInvited: () => void;
  brandId: number | null;
  role: Role | null;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  // Who may invite into any brand picks the brand; a brand user invites into their own.
  const { canAccess: superadmin = false } = useCanAccess({ resource: 'users-of-every-brand', action: 'create' });
  const { data: brands } = useGetList<BrandRecord>(
    'brands',
    { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: superadmin && open },
  );
  // The server's own schema: a brand user invites into their brand, which the server fills in.
  const resolver = useMemo(() => schemaResolver(superadmin ? inviteSchema : inviteSchema.omit(['brand_id'])), [superadmin]);
  const send = async (values: FieldValues) => {
    try {
      await dataProvider.inviteUser({
        brand_id: values.brand_id === '' ? undefined : values.brand_id,
        email: values.email,
        first: values.first || null,
        last: values.last || null,
        permission: values.permission,
      });
      notify('screens.shell.invitation_sent_to', { type: 'success', messageArgs: { email: values.email } });
      onInvited();
      onClose();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
      // Shown under the inputs by react-admin's form.
      return refusalOf(error);
    }
  };
  return (
    <SizedDialog open={open} onClose={onClose} size="md">
      <AppForm
        defaultValues={{ email: '', first: '', last: '', permission: PERMISSION_IDS.USER, brand_id: brandId ?? '' }}
        resolver={resolver}
        onSubmit={send}
      >
        <DialogTitle>{translate('screens.shell.invite_user')}</DialogTitle>
        <DialogContent>
          <Stack sx={{ mt: 1 }}>
            <TextInput source="email" label="screens.shell.email" type="email" isRequired autoFocus />
            <TextInput source="first" label="screens.shell.first_name" />
            <TextInput source="last" label="screens.shell.last_name" />
            <SelectInput
              source="permission"
              label="screens.shell.permission"
              choices={grantableRoles(role).map((r) => ({ id: PERMISSION_IDS[r], name: r }))}
              translateChoice={false}
            />
            {superadmin && (
              <SelectInput source="brand_id" label="screens.shell.brand" choices={brands ?? []} translateChoice={false} isRequired />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('screens.shell.cancel')}</Button>
          <SubmitButton label="screens.shell.send_invitation" icon={<></>} />
        </DialogActions>
      </AppForm>
    </SizedDialog>
  );
}

export default function UsersPage() {
  const translate = useTranslate();
  usePageTitle(translate('screens.shell.users'));
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const { permissions: role } = usePermissions<Role | null>();
  const { identity } = useGetIdentity();
  const selectedBrand = useSelectedBrandId();
  const usersQuery = usePageQuery<User[]>(['accounts', 'users'], () => dataProvider.users());
  const users = usersQuery.data ?? null;
  const error = usersQuery.error ? errorMessage(usersQuery.error) : null;
  const load = () => void usersQuery.refetch();
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<User | null>(null);
  const { canAccess: superadmin = false } = useCanAccess({ resource: 'users-of-every-brand', action: 'list' });
  // SUPERADMIN sees every brand's users (and staff), narrowed here by brand if they wish.
  const [shownBrand, setShownBrand] = useState<number | 'all' | 'staff'>('all');
  const { data: brands } = useGetList<BrandRecord>(
    'brands',
    { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: superadmin },
  );
  const shown = (users ?? []).filter(
    (u) => shownBrand === 'all' || (shownBrand === 'staff' ? u.brand_id == null : u.brand_id === shownBrand),
  );
  const inviteBrand = typeof shownBrand === 'number' ? shownBrand : (selectedBrand ?? null);

  const changePermission = async (user: User, permissionId: number) => {
    try {
      await dataProvider.setUserPermission(user.id, permissionId);
      notify('screens.shell.email_is_now_role', {
        type: 'success',
        messageArgs: { email: user.email, role: roleFromPermissionId(permissionId) },
      });
      load();
    } catch (e) {
      notify(errorMessage(e), { type: 'error' });
    }
  };

  const remove = async () => {
    if (!removing) return;
    try {
      await dataProvider.removeUser(removing.id);
      notify('screens.shell.email_was_removed', { type: 'success', messageArgs: { email: removing.email } });
      load();
    } catch (e) {
      notify(errorMessage(e), { type: 'error' });
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Stack direction="row" useFlexGap sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h5" component="h2">
          {translate('screens.shell.users')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: { xs: 'wrap', md: 'nowrap' } }}>
          {superadmin && (
            <TextField
              select
              size="small"
              label={translate('screens.shell.show')}
              value={shownBrand}
              onChange={(e) =>
                setShownBrand(['all', 'staff'].includes(e.target.value) ? (e.target.value as 'all' | 'staff') : Number(e.target.value))
              }
              sx={{ minWidth: 200 }}
            >
              <MenuItem value="all">{translate('screens.shell.every_brand_and_staff')}</MenuItem>
              <MenuItem value="staff">{translate('screens.shell.staff')}</MenuItem>
              {(brands ?? []).map((b) => (
                <MenuItem key={b.id} value={b.id}>
                  {b.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <Button
            variant="contained"
            startIcon={<PersonAddIcon />}
            onClick={() => setInviting(true)}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {translate('screens.shell.invite_user')}
          </Button>
        </Stack>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      <RecordTable
        outlined
        rows={users ? shown : undefined}
        empty="screens.shell.no_users_yet"
        rowTestId={(user) => `user-row-${user.email}`}
        columns={[
          { header: 'screens.shell.email', cell: (user) => user.email },
          { header: 'screens.shell.name', cell: (user) => [user.first, user.last].filter(Boolean).join(' ') || '—' },
          ...(superadmin
            ? [{ header: 'screens.shell.brand', cell: (user: User) => user.brand?.name ?? translate('screens.shell.staff') }]
            : []),
          {
            header: 'screens.shell.status',
            cell: (user) =>
              user.email_verified ? (
                <Chip size="small" color="success" label={translate('screens.shell.active')} />
              ) : (
                <Chip size="small" label={translate('screens.shell.invited')} />
              ),
          },
          {
            header: 'screens.shell.permission',
            cell: (user) => {
              const choices = grantableRoles(role).includes(user.role) ? grantableRoles(role) : [user.role];
              return (
                <TextField
                  select
                  size="small"
                  // No label of its own (the column or the card names it): no room left for one above the value.
                  hiddenLabel
                  value={user.permission_id}
                  disabled={user.id === identity?.id || choices.length < 2}
                  onChange={(e) => changePermission(user, Number(e.target.value))}
                  slotProps={{
                    htmlInput: {
                      'aria-label': translate('screens.production.permission_of_email', {
                        email: user.email,
                        _: `Permission of ${user.email}`,
                      }),
                    },
                  }}
                >
                  {choices.map((r) => (
                    <MenuItem key={r} value={PERMISSION_IDS[r]}>
                      {r}
                    </MenuItem>
                  ))}
                </TextField>
              );
            },
          },
          {
            header: '',
            align: 'right',
            cell: (user) =>
              user.id !== identity?.id && (
                <Button color="error" size="small" onClick={() => setRemoving(user)}>
                  {translate('screens.shell.remove')}
                </Button>
              ),
          },
        ]}
      />
      <InviteDialog
        open={inviting}
        onClose={() => setInviting(false)}
        onInvited={load}
        brandId={superadmin ? inviteBrand : ((identity?.user as User | undefined)?.brand_id ?? null)}
        role={role ?? null}
      />
      <Confirm
        isOpen={!!removing}
        title={translate('screens.shell.remove_user')}
        content={translate('screens.shell.remove_email_they_will_no_longer', { email: removing?.email })}
        confirm={translate('screens.shell.remove')}
        onConfirm={remove}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
