/**
 * /inventory/audit-groups/{group_id}: the group's name, its ordered audit list (reorder with the
 * arrows, edit, add, remove) and the trackable items it audits.
 */
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { inventoryGql } from '../../../providers/inventoryApi';
import { usePageTitle } from '../../layout/pageTitle';
import { useInventoryMutation, useInventoryQuery } from '../useInventory';

const GROUP = `query ($id: ID!) { group: trackableItemAuditGroup(id: $id) { id name audit_lists { id requirement_text position } trackable_items { id sku name } } }`;
const UPDATE_REQ = `mutation ($id: ID!, $input: TrackableItemAuditListUpdateInput!) { updateTrackableItemAuditList(id: $id, input: $input) }`;
const ADD_REQ = `mutation ($input: TrackableItemAuditListInput!) { createTrackableItemAuditList(input: $input) }`;
const DELETE_REQ = `mutation ($id: ID!) { deleteTrackableItemAuditList(id: $id) }`;
const RENAME = `mutation ($id: ID!, $input: TrackableItemAuditGroupUpdateInput!) { updateTrackableItemAuditGroup(id: $id, input: $input) }`;

interface Requirement {
  id: string;
  requirement_text: string;
  position: number;
}

function RequirementRow({
  req,
  index,
  count,
  onMove,
}: {
  req: Requirement;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
}) {
  const translate = useTranslate();
  const [text, setText] = useState(req.requirement_text);
  const save = useInventoryMutation<{ id: string; input: Record<string, unknown> }>(UPDATE_REQ, { success: 'Requirement saved' });
  const remove = useInventoryMutation<{ id: string }>(DELETE_REQ, { success: 'Requirement removed' });
  return (
    <ListItem divider data-testid="requirement">
      <Typography sx={{ width: 32 }} color="text.secondary">
        {index + 1}.
      </Typography>
      <TextField
        fullWidth
        size="small"
        multiline
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { 'aria-label': translate('Requirement %{n}', { n: index + 1 }) } }}
      />
      {text !== req.requirement_text && (
        <Button size="small" onClick={() => save.mutate({ id: req.id, input: { requirement_text: text } })}>
          {translate('Save')}
        </Button>
      )}
      <Tooltip title={translate('Move up')}>
        <span>
          <IconButton
            aria-label={translate('Move requirement %{n} up', { n: index + 1 })}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={translate('Move down')}>
        <span>
          <IconButton
            aria-label={translate('Move requirement %{n} down', { n: index + 1 })}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          >
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <IconButton aria-label={translate('Remove requirement %{n}', { n: index + 1 })} onClick={() => remove.mutate({ id: req.id })}>
        <DeleteIcon fontSize="small" />
      </IconButton>
    </ListItem>
  );
}

export default function AuditGroupDetail() {
  const { id } = useParams();
  const { data, error, isPending } = useInventoryQuery(['audit-group', id], GROUP, { id });
  const [name, setName] = useState<string>();
  const [newText, setNewText] = useState('');
  const client = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const rename = useInventoryMutation<{ id: string; input: Record<string, unknown> }>(RENAME, { success: 'Audit group saved' });
  const add = useInventoryMutation<{ input: Record<string, unknown> }>(ADD_REQ, { success: 'Requirement added' });
  const group = data?.group;
  usePageTitle(group ? translate('Audit Group %{name}', { name: group.name }) : translate('Audit Group'));
  if (error)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {error.message}
      </Alert>
    );
  if (isPending) return <LinearProgress />;
  if (!group)
    return (
      <Alert severity="warning" sx={{ m: 2 }}>
        {translate('Audit group %{id} was not found.', { id })}
      </Alert>
    );
  const requirements: Requirement[] = group.audit_lists;

  /** Renumbers the whole list in its new order (positions 0…n-1), so gaps and ties disappear. */
  async function move(from: number, to: number) {
    const order = [...requirements];
    const [moved] = order.splice(from, 1);
    order.splice(to, 0, moved);
    try {
      for (const [position, req] of order.entries()) {
        if (req.position !== position) await inventoryGql(UPDATE_REQ, { id: req.id, input: { position } });
      }
    } catch (err: any) {
      notify(err.message, { type: 'error' });
    } finally {
      await client.invalidateQueries();
    }
  }

  return (
    <Box sx={{ p: 2, maxWidth: 900 }}>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 2 }}>
        <TextField label={translate('Audit group')} value={name ?? group.name} onChange={(e) => setName(e.target.value)} sx={{ flex: 1 }} />
        {name !== undefined && name !== group.name && (
          <Button
            variant="outlined"
            onClick={() => rename.mutate({ id: group.id, input: { name } }, { onSuccess: () => setName(undefined) })}
          >
            {translate('Save')}
          </Button>
        )}
      </Stack>
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardHeader title={translate('Audit list')} subheader={translate('What a stocktake of these items must check, in order')} />
        <List dense data-testid="audit-list">
          {requirements.map((req, i) => (
            <RequirementRow
              key={`${req.id}:${req.position}:${req.requirement_text}`}
              req={req}
              index={i}
              count={requirements.length}
              onMove={move}
            />
          ))}
          {!requirements.length && (
            <Typography sx={{ px: 2 }} color="text.secondary">
              {translate('No requirements yet.')}
            </Typography>
          )}
        </List>
        <CardContent>
          <Stack direction="row" spacing={1}>
            <TextField
              fullWidth
              size="small"
              label={translate('New requirement')}
              value={newText}
              onChange={(e) => setNewText(e.target.value)}
            />
            <Button
              variant="contained"
              disabled={!newText.trim() || add.isPending}
              onClick={() =>
                add.mutate({ input: { audit_group_id: group.id, requirement_text: newText.trim() } }, { onSuccess: () => setNewText('') })
              }
            >
              {translate('Add')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardHeader title={translate('Trackable items in this group')} />
        <List dense>
          {group.trackable_items.map((i: any) => (
            <ListItem key={i.id}>
              <ListItemText primary={<RouterLink to={`/inventory/trackable-items/${i.id}`}>{i.sku}</RouterLink>} secondary={i.name} />
            </ListItem>
          ))}
          {!group.trackable_items.length && (
            <Typography sx={{ px: 2, pb: 2 }} color="text.secondary">
              {translate('No trackable item uses this group.')}
            </Typography>
          )}
        </List>
      </Card>
    </Box>
  );
}
