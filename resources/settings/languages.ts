import { rules } from '../access';
import { text } from '../fields';
import { defineResource, rest, type RecordOf } from '../framework';

/** Languages the app is translated into (docs/requirements/settings.md §3). Read by everybody, even before login. */
const declaration = defineResource({
  name: 'languages',
  labels: { one: 'Language', many: 'Languages' },
  serve: rest('languages', { bodyKey: 'language', update: 'body', delete: { query: 'language_id' }, public: ['list', 'get'] }),
  access: { ...rules('SUPERADMIN'), View: 'EVERYBODY' },
  fields: {
    name: text().required().max(60).labelled('Name').unique(),
    language_key: text()
      .required()
      .max(16)
      .matches(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'Use a language code such as en or fr-CA')
      .labelled('Language Key'),
  },
  list: { columns: ['name', 'language_key'], search: ['name', 'language_key'], sort: ['id', 'ASC'] },
  represent: 'name',
});

export default declaration;
/** A stored record, as the API answers it. */
export type LanguageRecord = RecordOf<typeof declaration>;
