import { rules } from '../access';
import { boolean, longText, text } from '../fields';
import { defineResource, rest, type RecordOf } from '../framework';

/** Feature flags (docs/requirements/settings.md §3): switched on and off at run time; `show-create-account` drives the login screen. */
const declaration = defineResource({
  name: 'feature-flags',
  labels: { one: 'Feature Flag', many: 'Feature Flags' },
  serve: rest('feature-flags'),
  access: rules('SUPERADMIN'),
  path: '/development/feature-flags',
  fields: {
    flag_name: text()
      .required()
      .unique()
      .max(100)
      .matches(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lowercase letters, digits and dashes (e.g. show-create-account)')
      .labelled('Flag Name'),
    production_value: boolean().required().default(false).labelled('Value'),
    description: longText().max(500).labelled('Description'),
  },
  list: { columns: ['flag_name', 'production_value', 'description'], search: ['flag_name', 'description'], sort: ['flag_name', 'ASC'] },
  represent: 'flag_name',
});

export default declaration;
/** A stored record, as the API answers it. */
export type FeatureFlagRecord = RecordOf<typeof declaration>;
