/** /admin-tools (SUPERUSER, TECHNICIAN, SUPERADMIN): outbox, audit log, jobs, health, reference data. */
import { useState } from 'react';
import { Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useCanAccess, usePermissions, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { hasLevel, type Role } from '../../../resources/access';
import { usePageTitle } from '../../layout/pageTitle';
import { useAreas } from '../../areas/context';
import { areaTools } from '../../areas/registry';
import { AuditLogTab } from './AuditLogTab';
import { HealthTab } from './HealthTab';
import { JobsTab } from './JobsTab';
import { OutboxTab } from './OutboxTab';

const REFERENCE = [
  { path: '/fonts', label: 'Fonts' },
  { path: '/art-types', label: 'Art Types' },
  { path: '/mockup-categories', label: 'Mockup Categories' },
  { path: '/materials', label: 'Materials' },
];

export default function AdminToolsPage() {
  const translate = useTranslate();
  usePageTitle(translate('account.admin_tools'));
  const { permissions } = usePermissions<Role | null>();
  const [tab, setTab] = useState(0);
  const { canAccess: mayOpen, isPending } = useCanAccess({ resource: 'admin-tools', action: 'list' });
  const { canAccess: showReferenceData = false } = useCanAccess({ resource: 'reference-data', action: 'list' });
  // The areas' own tools (from the shell, ../../areas/context), after the built-in tabs; each declares its level in its area's manifest.
  const tools = areaTools(useAreas()).filter((tool) => hasLevel(permissions, tool.level));
  const firstTool = showReferenceData ? 5 : 4;
  if (isPending) return null;
  if (!mayOpen) return <Typography sx={{ mt: 2 }}>{translate('screens.shell.admin_tools_are_for_superuser')}</Typography>;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="h5" component="h2">
        {translate('account.admin_tools')}
      </Typography>
      <Tabs value={tab} onChange={(_e, t) => setTab(t)} sx={{ mb: 2 }} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile>
        <Tab label={translate('screens.shell.email_outbox')} />
        <Tab label={translate('screens.shell.audit_log')} />
        <Tab label={translate('screens.shell.background_jobs')} />
        <Tab label={translate('screens.shell.system_health')} />
        {showReferenceData && <Tab label={translate('screens.shell.reference_data')} />}
        {tools.map((tool) => (
          <Tab key={tool.id} label={translate(tool.label)} />
        ))}
      </Tabs>
      {tab === 0 && <OutboxTab />}
      {tab === 1 && <AuditLogTab />}
      {tab === 2 && <JobsTab />}
      {tab === 3 && <HealthTab />}
      {tab === 4 && showReferenceData && (
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {REFERENCE.map((r) => (
            <Button key={r.path} variant="outlined" component={RouterLink} to={r.path}>
              {translate(r.label)}
            </Button>
          ))}
        </Stack>
      )}
      {tools.map((tool, i) => tab === firstTool + i && <tool.component key={tool.id} />)}
    </Box>
  );
}
