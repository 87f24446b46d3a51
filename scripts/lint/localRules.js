// The project's own lint rules (the `local` plugin of eslint.config.js): one way to decide access,
// one way to reach the server and one way to word a screen's texts in the app.

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

/** Props whose text a reader sees or hears: react-admin and the app's components translate them as keys. */
const WORDED_PROPS = [
  'label',
  'title',
  'heading',
  'empty',
  'detail',
  'helperText',
  'emptyText',
  'aria-label',
  'success',
  'done',
  'saveLabel',
];
/** Object properties that hold such a text (a table column's header, a tab's label, a write's `success` notice). */
const WORDED_KEYS = ['header', 'label', 'title', 'empty', 'success'];
/** Calls whose first argument is a key. */
const KEYED_CALLS = ['notify', 'translate', 'usePageTitle'];
/** A translation key: dotted lowercase names (`screens.shell.save`, `menu.products`), as providers/i18nProvider.ts says. */
const KEY = /^[a-z0-9_-]+(\.[A-Za-z0-9_/-]+)+$/;
/** Words (a letter in them) that are no key. */
const isWords = (text) => /[A-Za-z]/.test(text) && !KEY.test(text.trim());

const textsByKey = {
  meta: {
    type: 'problem',
    docs: { description: 'A screen’s words are translation keys (resources/i18n), never English written in the screen.' },
    messages: {
      words:
        "'{{text}}' is English in a screen: add it to its area's resources/i18n/screens/<area>.ts and pass the key ('screens.<area>.<name>').",
    },
    schema: [],
  },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: 'words', data: { text: text.slice(0, 60) } });
    /** A text shown as is: a literal, or either branch of `cond ? 'A' : 'B'`. */
    const check = (node) => {
      if (node.type === 'ConditionalExpression') return [node.consequent, node.alternate].forEach(check);
      const text = stringValue(node);
      if (text !== null && isWords(text)) report(node, text);
    };
    const attributeName = (node) => (node.name.type === 'JSXIdentifier' ? node.name.name : null);
    return {
      JSXAttribute(node) {
        if (!WORDED_PROPS.includes(attributeName(node)) || !node.value) return;
        check(node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value);
      },
      // `{ header: 'Email' }`, `{ label: 'Pricing' }`: a table column's or a tool's name, worded where it shows.
      Property(node) {
        const name = node.key.type === 'Identifier' ? node.key.name : node.key.value;
        if (!WORDED_KEYS.includes(name)) return;
        // `{ success: 'success' }` maps a kind to MUI's severity: an identifier, not words.
        if (/^[a-z]+$/.test(stringValue(node.value) ?? '')) return;
        check(node.value);
      },
      // notify('…'), translate('…'), usePageTitle('…'): react-admin's and the public screens' notify and translate, and a
      // screen's title, take a key, not English.
      CallExpression(node) {
        if (node.callee.type !== 'Identifier' || !KEYED_CALLS.includes(node.callee.name) || !node.arguments.length) return;
        const [message] = node.arguments;
        // A template is English put together for notify, but a key put together for translate (`resources.${name}.name`).
        if (message.type === 'TemplateLiteral' && message.expressions.length) {
          if (node.callee.name === 'notify') report(message, 'a template');
        } else check(message);
      },
    };
  },
};

export const localRules = {
  rules: { 'no-role-names': noRoleNames, 'no-fetch': noFetch, 'app-forms': appForms, 'texts-by-key': textsByKey },
};
