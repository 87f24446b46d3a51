/**
 * Translation keys generated from the declarations, the react-admin convention:
 * `resources.<name>.name` ("Vendor |||| Vendors"), `resources.<name>.fields.<field>` (the
 * field's label), `resources.<name>.choices.<field>.<value>` (a choice's words) and
 * `resources.<name>.page.create` (the create page's title), for every
 * declared resource. English comes from the declarations; another
 * language from its label dictionary (FR_LABELS), a missing label being left to the English
 * fallback. They are seeded like the hand-written texts, so the Translations screens edit them.
 */
import { choiceLabel, fieldLabel, routeNameOf } from '../framework';
import { RESOURCES } from '../registry';

const SYSTEM_FIELDS = ['id', 'created_at', 'updated_at'];

export function resourceTexts(
  dictionary: (english: string) => string | undefined = (english) => english,
  languageKey = 'en',
  /** The create page's title when the language has no words of its own for "New <one>" (`app.new_record`). */
  newRecord = 'New %{name}',
): Record<string, string> {
  const texts: Record<string, string> = {};
  let translate = dictionary;
  const put = (key: string, english: string) => {
    const text = translate(english);
    if (text !== undefined) texts[key] = text;
  };
  for (const declaration of RESOURCES) {
    // The declaration's own words first (`translations`), then the shared dictionary.
    const own = declaration.translations?.[languageKey] ?? {};
    translate = (english) => (Object.hasOwn(own, english) ? own[english] : dictionary(english));
    const prefix = `resources.${routeNameOf(declaration)}`;
    const one = translate(declaration.labels.one);
    const many = translate(declaration.labels.many);
    if (one !== undefined && many !== undefined) texts[`${prefix}.name`] = `${one} |||| ${many}`;
    // The create page's title (react-admin's `resources.<name>.page.create`): the declaration's
    // words for "New <one>" when it has them (« Nouvel article suivi »), else the language's pattern.
    const created = translate(`New ${declaration.labels.one}`) ?? (one === undefined ? undefined : newRecord.replace('%{name}', one));
    if (created !== undefined) texts[`${prefix}.page.create`] = created;
    for (const name of [...Object.keys(declaration.fields), ...SYSTEM_FIELDS]) {
      put(`${prefix}.fields.${name}`, fieldLabel(name, declaration.fields[name]));
      // A choice's words: `resources.<name>.choices.<field>.<value>` (statuses, kinds, channels),
      // and a text field's usual values (the waste categories).
      const field = declaration.fields[name];
      for (const value of [...(field?.choices ?? []), ...(field?.suggestions ?? [])])
        put(`${prefix}.choices.${name}.${value}`, choiceLabel(value));
    }
  }
  return texts;
}
