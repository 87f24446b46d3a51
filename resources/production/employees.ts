import { boolean, text } from '../fields';
import { defineResource, rest, type RecordOf } from '../framework';

/**
 * The people who work the stations (docs/requirements/production.md §6: scan, weigh and ship need a signed-in employee).
 * An employee signs in at a station by scanning their badge (`POST employees/sign-in {badge}`);
 * every station call then carries their id and is recorded with it.
 */
const declaration = defineResource({
  name: 'employees',
  labels: { one: 'Employee', many: 'Employees' },
  serve: rest('employees'),
  access: { View: 'TECHNICIAN', Add: 'SUPERUSER', Edit: 'SUPERUSER', Delete: 'SUPERUSER' },
  fields: {
    name: text().required().max(120).labelled('Name'),
    badge: text()
      .required()
      .max(40)
      .matches(/^[A-Za-z0-9-]+$/, 'Use letters, digits and dashes (e.g. EMP-0007)')
      .unique()
      .labelled('Badge'),
    is_active: boolean().default(true).labelled('Active'),
  },
  list: { columns: ['name', 'badge', 'is_active'], search: ['name'], sort: ['name', 'ASC'] },
  represent: 'name',
  translations: { fr: { Employee: 'Employé', Employees: 'Employés', Badge: 'Badge', Active: 'Actif' } },
});

export default declaration;
/** A stored record, as the API answers it. */
export type EmployeeRecord = RecordOf<typeof declaration>;
