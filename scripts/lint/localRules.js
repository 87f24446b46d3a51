// The project's own lint rules (the `local` plugin of eslint.config.js): one way to decide access
// and one way to reach the server in the app.

/** The role names of resources/access.ts (ROLES); tests/unit/lintRules.test.ts keeps them equal. */
export const ROLE_NAMES = ['USER', 'ADMIN', 'SUPERUSER', 'TECHNICIAN', 'SUPERADMIN'];

const stringValue = (node) => {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return null;
};

/** A `level: 'TECHNICIAN'` entry of an area manifest: a level declared as data, decided by hasLevel. */
const isDeclaredLevel = (node) =>
  node.parent?.type === 'Property' &&
  node.parent.value === node &&
  ((node.parent.key.type === 'Identifier' && node.parent.key.name === 'level') || node.parent.key.value === 'level');

const noRoleNames = {
  meta: {
    type: 'problem',
    docs: { description: 'Screens ask react-admin’s canAccess (backed by resources/access.ts), never compare role names.' },
    messages: {
      roleName: "'{{name}}' is a role name: ask useCanAccess({ resource, action }) and add the decision to resources/access.ts instead.",
    },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      const value = stringValue(node);
      if (value !== null && ROLE_NAMES.includes(value) && !isDeclaredLevel(node))
        context.report({ node, messageId: 'roleName', data: { name: value } });
    };
    return { Literal: check, TemplateLiteral: check };
  },
};

const FETCH_HOLDERS = ['window', 'globalThis', 'self'];

const noFetch = {
  meta: {
    type: 'problem',
    docs: { description: 'The app reaches the server through its providers, never a raw fetch.' },
    messages: {
      fetch: 'No fetch outside providers/: add a typed data-provider method (providers/methods/) and call it with react-query.',
    },
    schema: [],
  },
  create(context) {
    return {
      CallExpression(node) {
        const callee = node.callee;
        const direct = callee.type === 'Identifier' && callee.name === 'fetch';
        const held =
          callee.type === 'MemberExpression' &&
          !callee.computed &&
          callee.property.name === 'fetch' &&
          callee.object.type === 'Identifier' &&
          FETCH_HOLDERS.includes(callee.object.name);
        if (direct || held) context.report({ node, messageId: 'fetch' });
      },
    };
  },
};

/** react-admin's forms, which src/framework/forms.tsx wraps (draft kept through an expired session, warning on leaving). */
const WRAPPED_FORMS = ['Form', 'SimpleForm', 'TabbedForm'];

const appForms = {
  meta: {
    type: 'problem',
    docs: { description: 'Every form is the app’s form wrapper, so each keeps its draft and warns on leaving.' },
    messages: {
      form: "Use {{wrapper}} of src/framework/forms.tsx instead of react-admin's {{name}}: it keeps the draft through an expired session and warns on leaving.",
    },
    schema: [],
  },
  create(context) {
    return {
      ImportDeclaration(node) {
        if (node.source.value !== 'react-admin') return;
        for (const specifier of node.specifiers) {
          const name = specifier.type === 'ImportSpecifier' ? specifier.imported.name : null;
          if (name && WRAPPED_FORMS.includes(name))
            context.report({ node: specifier, messageId: 'form', data: { name, wrapper: name === 'Form' ? 'AppForm' : 'AppSimpleForm' } });
        }
      },
    };
  },
};

export const localRules = { rules: { 'no-role-names': noRoleNames, 'no-fetch': noFetch, 'app-forms': appForms } };
