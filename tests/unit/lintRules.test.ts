/**
 * The project's lint rules as the lint run applies them (eslint.config.js): role names only in
 * the access module (a manifest's `level:` entry is data), `fetch` only in providers/, and a
 * screen's words by key.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../resources/access';
import { ROLE_NAMES } from '../../scripts/lint/localRules.js';

const eslint = new ESLint({ cwd: process.cwd() });
const rulesBroken = async (code: string, filePath: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => m.ruleId);
};

// The first lint loads the whole config and its parsers: slow on a busy machine.
const LINT_TIMEOUT_MS = 60_000;

describe('lint: one way to decide access and to reach the server', () => {
  it('knows the roles of the access module', () => {
    expect(ROLE_NAMES).toEqual([...ROLES]);
  });

  it(
    'refuses a role name in a screen, but not a level declared as data nor in the access module',
    async () => {
      expect(await rulesBroken("export const may = (role: string) => role === 'SUPERADMIN';\n", 'src/billing/X.tsx')).toContain(
        'local/no-role-names',
      );
      expect(await rulesBroken('export const may = (role: string) => role === `ADMIN`;\n', 'providers/x.ts')).toContain(
        'local/no-role-names',
      );
      expect(await rulesBroken("export const tool = { id: 'x', level: 'TECHNICIAN' };\n", 'src/billing/X.tsx')).not.toContain(
        'local/no-role-names',
      );
      expect(await rulesBroken("export const may = (role: string) => role === 'SUPERADMIN';\n", 'resources/access.ts')).not.toContain(
        'local/no-role-names',
      );
    },
    LINT_TIMEOUT_MS,
  );

  it(
    'refuses fetch in src/ but not in providers/',
    async () => {
      const code = "export const read = () => fetch('/api/x');\nexport const held = () => window.fetch('/api/y');\n";
      expect((await rulesBroken(code, 'src/settings/X.ts')).filter((r) => r === 'local/no-fetch')).toHaveLength(2);
      expect(await rulesBroken(code, 'providers/x.ts')).not.toContain('local/no-fetch');
    },
    LINT_TIMEOUT_MS,
  );

  it(
    'refuses English words in a screen’s label, aria-label, save label, column header, success notice, notify, translate and page title, but not their keys',
    async () => {
      const english = [
        'export const A = () => <TextInput source="name" label="Name" />;',
        'export const B = () => <nav aria-label="Main" />;',
        "export const c = (notify: (m: string) => void) => notify('Brand saved');",
        'export const d = (notify: (m: string) => void, email: string) => notify(`Invitation sent to ${email}`);',
        "export const columns = [{ header: 'Email' }];",
        "export const e = (translate: (k: string) => string, on: boolean) => translate(on ? 'screens.shell.yes' : 'Off');",
        'export const F = () => <FormDialog saveLabel="Send" />;',
        "export const write = { success: 'Line added' };",
        "export const G = (usePageTitle: (t: string) => void) => usePageTitle('New Product');",
      ].join('\n');
      expect((await rulesBroken(english, 'src/settings/X.tsx')).filter((r) => r === 'local/texts-by-key')).toHaveLength(9);
      const keyed = [
        'export const A = () => <TextInput source="name" label="screens.shell.name" />;',
        "export const c = (notify: (m: string) => void) => notify('screens.shell.brand_saved');",
        'export const E = () => <Edit title=" " />;',
        "export const columns = [{ header: 'screens.shell.email' }];",
        "export const severity = { success: 'success' };",
        "export const G = (usePageTitle: (t: string) => void) => usePageTitle('screens.catalog.new_product');",
        'export const f = (translate: (k: string) => string, name: string) => translate(`resources.${name}.name`);',
      ].join('\n');
      expect(await rulesBroken(keyed, 'src/settings/X.tsx')).not.toContain('local/texts-by-key');
    },
    LINT_TIMEOUT_MS,
  );
});
