/**
 * The screenshot review's judging (scripts/screenshotReview/findings.ts): a table that scrolls
 * sideways on a phone is a finding (rows are cards there, issue 11), shown in the report by its
 * title; job messages and health texts fixed by this review are French.
 */
import { describe, expect, it } from 'vitest';
import { englishTexts } from '../../scripts/screenshotReview/englishTexts';
import { findingsOf, reportOf } from '../../scripts/screenshotReview/findings';
import type { PageFacts } from '../../scripts/screenshotReview/pageChecks';
import { fr } from '../../resources/i18n';
import { CATALOG_JOB_MESSAGES } from '../../resources/i18n/areas/catalog';
import { PRODUCTION_JOB_MESSAGES } from '../../resources/i18n/areas/production';
import { SHELL_SCREEN_TEXTS } from '../../resources/i18n/screens/shell';
import { PRODUCTION_SCREEN_TEXTS } from '../../resources/i18n/screens/production';

const ENGLISH = englishTexts();

const facts = (more: Partial<PageFacts> = {}): PageFacts => ({
  pageName: 'Commande #11150',
  mainText: 200,
  mainMedia: 0,
  errors: [],
  texts: [],
  pageWidth: 375,
  viewportWidth: 375,
  clipped: [],
  outside: [],
  sideways: [],
  ...more,
});

const where = { path: '/orders/150', role: 'admin', width: 375, language: 'fr' };

describe('the screenshot review on a phone', () => {
  it('reports a table that scrolls sideways in its box, and nothing when the rows are cards', () => {
    const table = { where: 'table .MuiTable-root in [data-testid=po-lines]', scrollWidth: 892, clientWidth: 293 };
    const found = findingsOf(facts({ sideways: [table] }), [], [], where, ENGLISH);
    expect(found).toEqual([
      expect.objectContaining({
        kind: 'sideways',
        detail: 'table .MuiTable-root in [data-testid=po-lines] is 892 px wide in a 293 px box: rows should be cards (RecordTable)',
      }),
    ]);
    expect(reportOf(found, 1, new Date())).toContain('| Table that scrolls sideways on a phone | 1 |');
    expect(findingsOf(facts(), [], [], where, ENGLISH)).toEqual([]);
  });
});

describe('the screenshot review of words', () => {
  it('reports a translation key shown as it is, and not a web address or an email', () => {
    const seen = (text: string) => ({ text, chrome: false, where: 'span .MuiCardHeader-title' });
    const found = findingsOf(
      facts({ texts: [seen('screens.inventory.below_threshold'), seen('https://app.papered.test/orders'), seen('admin@demo.test')] }),
      [],
      [],
      { ...where, language: 'en' },
      ENGLISH,
    );
    expect(found).toEqual([expect.objectContaining({ kind: 'raw', detail: '"screens.inventory.below_threshold"' })]);
  });
});

describe('texts this review translated', () => {
  it('says a background job’s message and the system health in French', () => {
    // A job's message is stored with its key and values (resources/i18n/areas): French by key.
    expect(fr[CATALOG_JOB_MESSAGES.key('product_ready')].replace('%{name}', 'Fern Grove')).toBe(
      'Fern Grove : vignette et fichier d’impression prêts',
    );
    expect(fr[PRODUCTION_JOB_MESSAGES.key('jdml_made')]).toBe('%{smart_count} JDML généré |||| %{smart_count} JDML générés');
    // A screen's words by their key (resources/i18n/screens).
    expect(fr[SHELL_SCREEN_TEXTS.key('system_healthy_checked_time')]).toBe('Système en bon état — vérifié à %{time}');
    expect(fr[PRODUCTION_SCREEN_TEXTS.key('width_height_in')]).toBe('%{width} × %{height} po');
    expect(fr[PRODUCTION_SCREEN_TEXTS.key('new_print_run')]).toBe('Nouveau tirage');
  });
});
