import { int, longText, reference } from '../fields';
import { defineResource, graphql, type RecordOf } from '../framework';
import { INVENTORY_ACCESS } from './access';

/** One requirement of an audit group's list, in position order (0 first). */
const declaration = defineResource({
  name: 'audit-lists',
  table: 'trackable_item_audit_lists',
  labels: { one: 'Audit List Item', many: 'Audit List Items' },
  serve: graphql('TrackableItemAuditList', 'trackableItemAuditLists'),
  access: INVENTORY_ACCESS,
  // Not a sidebar entry (the sidebar is docs/requirements/shell.md §2's); the path names its screens under /inventory.
  path: '/inventory/audit-lists',
  fields: {
    audit_group_id: reference('audit-groups').required().labelled('Audit Group'),
    requirement_text: longText().required().max(500).labelled('Requirement'),
    position: int().min(0).labelled('Position'),
  },
  list: {
    columns: ['position', 'requirement_text', 'audit_group_id'],
    search: ['requirement_text'],
    filters: ['audit_group_id'],
    sort: ['position', 'ASC'],
  },
  represent: 'requirement_text',
});

export default declaration;
/** A stored record, as the API answers it. */
export type AuditListRecord = RecordOf<typeof declaration>;
