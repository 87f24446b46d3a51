import { text } from '../fields';
import { defineResource, graphql, type RecordOf } from '../framework';
import { INVENTORY_ACCESS } from './access';

/** A stocktake checklist shared by trackable items: its audit list holds the ordered requirements. */
const declaration = defineResource({
  name: 'audit-groups',
  table: 'trackable_item_audit_groups',
  labels: { one: 'Audit Group', many: 'Audit Groups' },
  serve: graphql('TrackableItemAuditGroup', 'trackableItemAuditGroups', {
    hasMany: {
      audit_lists: { resource: 'audit-lists', foreignKey: 'audit_group_id', sort: ['position', 'ASC'] },
      trackable_items: { resource: 'trackable-items', foreignKey: 'audit_group_id', sort: ['name', 'ASC'] },
    },
  }),
  access: INVENTORY_ACCESS,
  path: '/inventory/audit-groups',
  fields: {
    name: text().required().max(120).labelled('Name'),
  },
  list: { columns: ['name', 'created_at'], search: ['name'], sort: ['name', 'ASC'] },
  represent: 'name',
});

export default declaration;
/** A stored record, as the API answers it. */
export type AuditGroupRecord = RecordOf<typeof declaration>;
