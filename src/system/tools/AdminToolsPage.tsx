/**
 * /admin-tools (SUPERUSER, TECHNICIAN, SUPERADMIN): outbox, audit log, jobs, health, reference data,
 * then the areas' own tools. The open tool is in the address (`?tool=audit-log`), so a reload or a
 * shared link opens it again. On a wide screen the tools are a column beside the open one, where
 * every name shows; on a phone they scroll in a row above it.
 */
import type { ComponentType } from 'react';
import { Box, Button, Stack, Tab, Tabs, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useCanAccess, usePermissions, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { hasLevel, type Role } from '../../../resources/access';
import { usePageTitle } from '../../layout/pageTitle';
import { useAreas } from '../../areas/context';
import { areaTools } from '../../areas/registry';
import { AuditLogTab } from './AuditLogTab';
import { HealthTab } from './HealthTab';
import { JobsTab } from './JobsTab';
import { OutboxTab } from './OutboxTab';

/** The reference lists staff keep, by their react-admin resource name. */
const REFERENCE = ['fonts', 'art-types', 'mockup-categories', 'materials'];

function ReferenceData() {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {REFERENCE.map((name) => (
        <Button key={name} variant="outlined" component={RouterLink} to={`/${name}`}>
          {translate(`resources.${name}.name`, { smart_count: 2 })}
        </Button>
      ))}
    </Stack>
  );
}

interface Tool {
  id: string;
  label: string;
  component: ComponentType;
}

const BUILT_IN: Tool[] = [
  { id: 'outbox', label: 'screens.shell.email_outbox', component: OutboxTab },
  { id: 'audit-log', label: 'screens.shell.audit_log', component: AuditLogTab },
  { id: 'jobs', label: 'screens.shell.background_jobs', component: JobsTab },
  { id: 'health', label: 'screens.shell.system_health', component: HealthTab },
];
const REFERENCE_TOOL: Tool = { id: 'reference-data', label: 'screens.shell.reference_data', component: ReferenceData };

export default function AdminToolsPage() {
  const translate = useTranslate();
  usePageTitle(translate('account.admin_tools'));
  const { permissions } = usePermissions<Role | null>();
  const [params, setParams] = useSearchParams();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const { canAccess: mayOpen, isPending } = useCanAccess({ resource: 'admin-tools', action: 'list' });
  const { canAccess: showReferenceData = false } = useCanAccess({ resource: 'reference-data', action: 'list' });
  // The areas' own tools (from the shell, ../../areas/context), after the built-in tabs; each declares its level in its area's manifest.
  const areaOwn = areaTools(useAreas()).filter((tool) => hasLevel(permissions, tool.level));
  if (isPending) return null;
  if (!mayOpen) return <Typography sx={{ mt: 2 }}>{translate('screens.shell.admin_tools_are_for_superuser')}</Typography>;
  const tools = [...BUILT_IN, ...(showReferenceData ? [REFERENCE_TOOL] : []), ...areaOwn];
  // An unknown or no longer offered tool in the address opens the first.
  const open = tools.find((tool) => tool.id === params.get('tool')) ?? tools[0];
  const choose = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tool', id);
        return next;
      },
      { replace: true },
    );
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {translate('account.admin_tools')}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: wide ? 'row' : 'column', gap: 2, alignItems: 'flex-start' }}>
        <Tabs
          value={open.id}
          onChange={(_e, id: string) => choose(id)}
          orientation={wide ? 'vertical' : 'horizontal'}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={translate('account.admin_tools')}
          sx={
            wide
              ? { borderRight: 1, borderColor: 'divider', flexShrink: 0, '& .MuiTab-root': { alignItems: 'flex-start', textAlign: 'left' } }
              : { maxWidth: '100%' }
          }
        >
          {tools.map((tool) => (
            <Tab key={tool.id} value={tool.id} label={translate(tool.label)} />
          ))}
        </Tabs>
        <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          <open.component key={open.id} />
        </Box>
      </Box>
    </Box>
  );
}
