/**
 * The review's findings: what each page's facts say is wrong, the exceptions that are justified
 * (each with its reason, also in docs/app.md), and the markdown report by screen.
 */
import { englishIn, type EnglishTexts } from './englishTexts';
import type { PageFacts } from './pageChecks';

export type FindingKind =
  'blank' | 'error' | 'api' | 'english' | 'raw' | 'clipped' | 'overflow' | 'sideways' | 'unlabelled' | 'leave' | 'shot';

export interface Finding {
  kind: FindingKind;
  path: string;
  role: string;
  width: number;
  language: string;
  detail: string;
}

export const KIND_TITLES: Record<FindingKind, string> = {
  blank: 'Blank page',
  error: 'Error state shown',
  api: 'API answered an error while loading',
  english: 'English in French',
  raw: 'Internal value shown',
  clipped: 'Text clipped',
  overflow: 'Wider than the window',
  sideways: 'Table that scrolls sideways on a phone',
  unlabelled: 'Control without a label',
  leave: 'Asks before leaving a page nobody changed',
  shot: 'Screen could not be taken',
};

/** Findings that are right as they are: the reason is written here and in docs/app.md. */
export const JUSTIFIED: Array<{ kind: FindingKind; detail: RegExp; path?: RegExp; why: string }> = [
  {
    kind: 'raw',
    path: /^\/translations/,
    detail: /./,
    why: 'The Translations pages list the translation keys themselves: a key there is what the page is about.',
  },
  {
    kind: 'english',
    path: /^\/translations/,
    detail: /(en English|in \[data-testid=translation-row-)/,
    why: 'The Translations page shows every language’s texts side by side: its English column is English on purpose.',
  },
  {
    kind: 'english',
    detail: /in \[data-testid=checklist-(card-)?item-/,
    why:
      'Checklist item names that an admin typed are records, shown as written (on the dashboard too); ' +
      'the names the system seeded are translated.',
  },
  {
    kind: 'english',
    detail: /in \[data-testid=timeline-comment\]/,
    why: 'An order comment is what a person wrote, shown as written; the timeline’s other messages are translated.',
  },
  {
    kind: 'english',
    detail: /h6 \.MuiTypography-root in \[data-testid=mockup-card\]/,
    why: 'A mockup’s name (the title of its card) is a record staff write, shown as written.',
  },
  {
    kind: 'english',
    path: /^\/inventory\//,
    detail: /^"(Paper roll|Aisle A · Paper rolls)" — /,
    why:
      'The demo warehouse’s stock type and zone group names (server/inventory/seed.ts) are records staff typed, ' +
      'shown as written; they read like the app’s own "paper roll" words.',
  },
];

type Where = Omit<Finding, 'kind' | 'detail'>;

/** A translation key of the app's namespaces, alone or in a sentence. */
const TRANSLATION_KEY = /(^|\s)(screens|resources|menu|validation|record|toast|job|auth|app|login|form)(\.[A-Za-z0-9_-]+)+(?=$|[\s:,])/;

export function findingsOf(facts: PageFacts, unlabelled: string[], apiErrors: string[], where: Where, english: EnglishTexts): Finding[] {
  const found: Finding[] = [];
  const add = (kind: FindingKind, detail: string) => found.push({ kind, detail, ...where });
  if (!facts.pageName.trim()) add('blank', 'no page name in the top bar');
  if (facts.mainText < 3 && facts.mainMedia === 0) add('blank', `main content is empty (${facts.mainText} characters)`);
  for (const error of facts.errors) add('error', error);
  for (const error of apiErrors) add('api', error);
  if (where.language === 'fr') {
    const seen = new Set<string>();
    for (const { text, chrome, where: element } of facts.texts) {
      const why = englishIn(text, english, chrome, /page-name|document title|^h[1-6]\b/.test(element));
      const key = `${text}|${why}`;
      if (why && !seen.has(key)) {
        seen.add(key);
        add('english', `"${text.slice(0, 100)}" — ${why} — ${element}`);
      }
    }
  }
  // An internal value instead of its words: IN_STOCK, PARTIALLY_RECEIVED, a chip saying DRAFT, or a
  // translation key shown as it is (`screens.inventory.below_threshold`: a title given a key where
  // the component wanted words).
  const raw = new Set<string>();
  for (const { text, where: element } of facts.texts)
    if (
      /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/.test(text) ||
      (/\.MuiChip-label|MuiChip-root/.test(element) && /^[A-Z]{4,}$/.test(text)) ||
      TRANSLATION_KEY.test(text)
    )
      raw.add(text);
  for (const text of raw) add('raw', `"${text}"`);
  for (const box of facts.clipped) add('clipped', `${box.where} shows ${box.clientWidth} of ${box.scrollWidth} px: "${box.text}"`);
  if (facts.pageWidth > facts.viewportWidth + 1)
    add('overflow', `page is ${facts.pageWidth} px wide in a ${facts.viewportWidth} px window`);
  for (const box of facts.outside.slice(0, 5)) add('overflow', `${box.where} reaches ${box.right} px`);
  for (const table of facts.sideways)
    add('sideways', `${table.where} is ${table.scrollWidth} px wide in a ${table.clientWidth} px box: rows should be cards (RecordTable)`);
  for (const control of unlabelled) add('unlabelled', control);
  return found;
}

export function isJustified(finding: Finding): string | undefined {
  return JUSTIFIED.find(
    (rule) => rule.kind === finding.kind && rule.detail.test(finding.detail) && (!rule.path || rule.path.test(finding.path)),
  )?.why;
}

/** The report: a summary, then every finding by screen (same finding, every place it was seen). */
export function reportOf(findings: Finding[], shots: number, started: Date): string {
  const open = findings.filter((finding) => !isJustified(finding));
  const justified = findings.filter((finding) => isJustified(finding));
  const lines = [
    '# Screenshot review',
    '',
    `${shots} screens checked, ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC. ` +
      `${open.length} findings, ${justified.length} justified exceptions.`,
    '',
    '| Check | Findings |',
    '| --- | --- |',
    ...Object.entries(KIND_TITLES).map(([kind, title]) => `| ${title} | ${open.filter((f) => f.kind === kind).length} |`),
    '',
  ];
  const byPath = new Map<string, Finding[]>();
  for (const finding of open) byPath.set(finding.path, [...(byPath.get(finding.path) ?? []), finding]);
  for (const [screen, list] of [...byPath].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`## ${screen}`, '');
    const grouped = new Map<string, Finding[]>();
    for (const finding of list) {
      const key = `${finding.kind}\u0000${finding.detail}`;
      grouped.set(key, [...(grouped.get(key) ?? []), finding]);
    }
    for (const [key, seen] of grouped) {
      const [kind, detail] = key.split('\u0000');
      const places = [...new Set(seen.map((f) => `${f.role} ${f.width}px ${f.language}`))].join(', ');
      lines.push(`- **${KIND_TITLES[kind as FindingKind]}**: ${detail.replace(/\|/g, '\\|')} _(${places})_`);
    }
    lines.push('');
  }
  if (justified.length) {
    lines.push('## Justified exceptions', '');
    const reasons = new Map<string, number>();
    for (const finding of justified) reasons.set(isJustified(finding)!, (reasons.get(isJustified(finding)!) ?? 0) + 1);
    for (const [why, count] of reasons) lines.push(`- ${why} (${count})`);
    lines.push('');
  }
  return lines.join('\n');
}
