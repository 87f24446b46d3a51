import { describe, expect, it, vi } from 'vitest';
import { AUDIT_PROGRESS_CLOSE_DELAY_MS, AUDIT_WARNING_DURATION_MS } from '../../resources/settings/checklist/timing';
import { MESSAGES } from '../../resources/settings/checklist/messages';
import {
  assertCompletionIds,
  checkItem,
  completionPercentage,
  linkFor,
  loadChecklist,
  orderItems,
  runAudit,
  substitutePlaceholders,
  valueMatches,
  withCompletion,
} from '../../resources/settings/checklist/audit';
import type { ApiResponse, AuditEnvironment, ChecklistItem } from '../../resources/settings/checklist/types';

/** An environment whose outside world is a few plain maps. */
function env(
  options: {
    responses?: Record<string, ApiResponse>;
    storage?: Record<string, string>;
    visits?: Record<string, number | null>;
    heads?: Record<string, number>;
    generateRecords?: boolean;
  } = {},
) {
  const completions: Array<[number, number]> = [];
  const requested: string[] = [];
  const environment: AuditEnvironment = {
    brandId: 1,
    placeholders: { brand_name: 'Wallflower "Studio"' },
    request: async (url) => {
      requested.push(url);
      return options.responses?.[url] ?? { status: 404, body: { error: { message: 'nope' } } };
    },
    headObject: async (url) => options.heads?.[url] ?? 404,
    localStorage: { getItem: (key) => options.storage?.[key] ?? null },
    pageVisits: async (link) => (options.visits && link in options.visits ? options.visits[link] : 0),
    addCompletion: async (itemId, brandId) => {
      completions.push([itemId, brandId]);
    },
    generateRecords: options.generateRecords,
  };
  return { environment, completions, requested };
}

let nextId = 1;
const item = (completion_type: string, completion_metadata?: unknown, extra: Partial<ChecklistItem> = {}): ChecklistItem => ({
  id: nextId++,
  name: `${completion_type} item`,
  rank: nextId,
  link: null,
  completion_type,
  completion_metadata,
  ...extra,
});

async function failure(i: ChecklistItem, e: AuditEnvironment): Promise<string | undefined> {
  try {
    await checkItem(i, e);
    return undefined;
  } catch (err) {
    return (err as Error).message;
  }
}

describe('matching values (docs/requirements/brands.md §5)', () => {
  it('* matches anything', () => {
    expect(valueMatches('*', 'x')).toBe(true);
    expect(valueMatches('*', null)).toBe(true);
  });
  it('a value starting with ^ is a regular expression', () => {
    expect(valueMatches('^Wall', 'Wallflower')).toBe(true);
    expect(valueMatches('^Wall', 'Northwind')).toBe(false);
    expect(valueMatches('^\\d+$', 42)).toBe(true);
    expect(valueMatches('^(', 'x')).toBe(false); // an invalid expression matches nothing
  });
  it('anything else is an exact match', () => {
    expect(valueMatches('SHOPIFY', 'SHOPIFY')).toBe(true);
    expect(valueMatches('SHOPIFY', 'shopify')).toBe(false);
    expect(valueMatches('1', 1)).toBe(true);
    expect(valueMatches('', null)).toBe(false);
  });
});

describe('placeholder substitution', () => {
  it('replaces {names} in the metadata and parses the result', () => {
    expect(substitutePlaceholders({ url: '/api/collections?brand_id={brand_id}' }, { brand_id: 7 })).toEqual({
      url: '/api/collections?brand_id=7',
    });
  });
  it('keeps the JSON valid when a value has quotes', () => {
    expect(substitutePlaceholders('{"name":"{brand_name}"}', { brand_name: 'A "B"' })).toEqual({ name: 'A "B"' });
  });
  it('leaves unknown placeholders as they are', () => {
    expect(substitutePlaceholders({ url: '/x/{nope}' }, {})).toEqual({ url: '/x/{nope}' });
  });
  it('fails with Invalid Metadata Object. when the result is not JSON', () => {
    expect(() => substitutePlaceholders('{"url": {brand_id}', { brand_id: 1 })).toThrow(MESSAGES.invalidMetadata);
  });
  it('substitutes brand_id into the URL that is called', async () => {
    const { environment, requested } = env({ responses: { '/api/brands/1': { status: 200, body: { id: 1 } } } });
    await checkItem(item('row', { url: '/api/brands/{brand_id}', status: 200 }), environment);
    expect(requested).toEqual(['/api/brands/1']);
  });
});

describe('completion types', () => {
  it('automatic items always pass', async () => {
    expect(await failure(item('automatic'), env().environment)).toBeUndefined();
  });

  it('manual items need a completion record: Manual Completion Required.', async () => {
    expect(await failure(item('manual'), env().environment)).toBe(MESSAGES.manualRequired);
  });

  describe('column', () => {
    const url = '/api/collections?brand_id=1';
    const ok = {
      [url]: {
        status: 200,
        body: [
          { name: 'Botanicals', brand_id: 1 },
          { name: 'Geometric', brand_id: 1 },
        ],
      },
    };
    it('passes when some row matches every column', async () => {
      const i = item('column', {
        url: '/api/collections?brand_id={brand_id}',
        columns: ['name', 'brand_id'],
        values: ['^Geo', '{brand_id}'],
      });
      expect(await failure(i, env({ responses: ok }).environment)).toBeUndefined();
    });
    it('reads paginated results too', async () => {
      const i = item('column', { url, columns: ['name'], values: ['Botanicals'] });
      expect(
        await failure(i, env({ responses: { [url]: { status: 200, body: { results: ok[url].body, count: 2 } } } }).environment),
      ).toBeUndefined();
    });
    it('Column Check Failed. when no row matches', async () => {
      const i = item('column', { url, columns: ['name'], values: ['Stripes'] });
      expect(await failure(i, env({ responses: ok }).environment)).toBe(MESSAGES.columnFailed);
    });
    it('Expected values and check columns length mismatch.', async () => {
      const i = item('column', { url, columns: ['name', 'brand_id'], values: ['*'] });
      expect(await failure(i, env({ responses: ok }).environment)).toBe(MESSAGES.columnLengthMismatch);
    });
    it('Column Check Failed, missing expected values. without columns or values', async () => {
      expect(await failure(item('column', { url, columns: ['name'] }), env({ responses: ok }).environment)).toBe(
        MESSAGES.columnMissingValues,
      );
    });
    it('Data missing in API Response. for an empty response', async () => {
      const i = item('column', { url, columns: ['name'], values: ['*'] });
      expect(await failure(i, env({ responses: { [url]: { status: 200, body: [] } } }).environment)).toBe(MESSAGES.dataMissing);
    });
    it('API Call Failed: Url Not Found (404).', async () => {
      expect(await failure(item('column', { url: '/api/nothing', columns: ['a'], values: ['*'] }), env().environment)).toBe(
        MESSAGES.notFound,
      );
    });
    it('API Call Failed: Internal Server Error (500).', async () => {
      const i = item('column', { url, columns: ['name'], values: ['*'] });
      expect(await failure(i, env({ responses: { [url]: { status: 500, body: {} } } }).environment)).toBe(MESSAGES.serverError);
    });
    it('Invalid Metadata Object. when the metadata is not an object', async () => {
      expect(await failure(item('column', '[1, 2]'), env().environment)).toBe(MESSAGES.invalidMetadata);
      expect(await failure(item('column', 'not json'), env().environment)).toBe(MESSAGES.invalidMetadata);
    });
  });

  describe('row', () => {
    const url = '/api/brands/1';
    it('passes when the response status equals the metadata status', async () => {
      expect(
        await failure(item('row', { url, status: 200 }), env({ responses: { [url]: { status: 200, body: { id: 1 } } } }).environment),
      ).toBeUndefined();
    });
    it('Status Code Missing in Metadata for a Row Check type.', async () => {
      expect(await failure(item('row', { url }), env().environment)).toBe(MESSAGES.rowStatusMissing);
    });
    it('Row Check Failed. for another status', async () => {
      expect(await failure(item('row', { url, status: 200 }), env({ responses: { [url]: { status: 403, body: {} } } }).environment)).toBe(
        MESSAGES.rowFailed,
      );
    });
    it('API Call Failed: Url Not Found (404). when a 200 was expected', async () => {
      expect(await failure(item('row', { url, status: 200 }), env().environment)).toBe(MESSAGES.notFound);
    });
    it('API Call Failed: Internal Server Error (500).', async () => {
      expect(await failure(item('row', { url, status: 200 }), env({ responses: { [url]: { status: 500, body: {} } } }).environment)).toBe(
        MESSAGES.serverError,
      );
    });
    it('Data missing in API Response. for an empty success', async () => {
      expect(await failure(item('row', { url, status: 200 }), env({ responses: { [url]: { status: 200, body: [] } } }).environment)).toBe(
        MESSAGES.dataMissing,
      );
    });
  });

  describe('local', () => {
    const meta = { key: 'brand_settings', columns: ['theme', 'brand_id'], values: ['^(light|dark)$', '{brand_id}'] };
    it('passes when the stored object matches', async () => {
      const e = env({ storage: { brand_settings: JSON.stringify({ theme: 'dark', brand_id: 1 }) } });
      expect(await failure(item('local', meta), e.environment)).toBeUndefined();
    });
    it('Invalid Local Storage Item. without key, columns or values', async () => {
      expect(await failure(item('local', { columns: ['a'], values: ['b'] }), env().environment)).toBe(MESSAGES.invalidLocalStorageItem);
      expect(await failure(item('local', { key: 'k', values: ['b'] }), env().environment)).toBe(MESSAGES.invalidLocalStorageItem);
    });
    it('Local Storage Metadata Columns and Values Mismatch.', async () => {
      expect(await failure(item('local', { key: 'k', columns: ['a', 'b'], values: ['1'] }), env().environment)).toBe(
        MESSAGES.localStorageMismatch,
      );
    });
    it('Local Storage Check Failed, No Data Found.', async () => {
      expect(await failure(item('local', meta), env().environment)).toBe(MESSAGES.localStorageNoData);
    });
    it('Local Storage Check Failed. when the data does not match or is not JSON', async () => {
      const wrong = env({ storage: { brand_settings: JSON.stringify({ theme: 'blue', brand_id: 1 }) } });
      expect(await failure(item('local', meta), wrong.environment)).toBe(MESSAGES.localStorageFailed);
      const garbage = env({ storage: { brand_settings: '{oops' } });
      expect(await failure(item('local', meta), garbage.environment)).toBe(MESSAGES.localStorageFailed);
    });
  });

  describe('page', () => {
    it('passes once a brand user visited the linked page', async () => {
      expect(await failure(item('page', null, { link: '/product' }), env({ visits: { '/product': 3 } }).environment)).toBeUndefined();
    });
    it('This page has not been visited by a brand user.', async () => {
      expect(await failure(item('page', null, { link: '/product' }), env({ visits: { '/product': 0 } }).environment)).toBe(
        MESSAGES.pageNotVisited,
      );
      expect(await failure(item('page', null, { link: '/product' }), env({ visits: { '/product': null } }).environment)).toBe(
        MESSAGES.pageNotVisited,
      );
    });
    it('fills {brand_id} into the link', async () => {
      expect(
        await failure(item('page', null, { link: '/brands/{brand_id}' }), env({ visits: { '/brands/1': 1 } }).environment),
      ).toBeUndefined();
      expect(linkFor('/brands/{brand_id}/x/{nope}', { brand_id: 7 })).toBe('/brands/7/x/{nope}');
    });
    it('Invalid Metadata Object. without a link', async () => {
      expect(await failure(item('page', null), env().environment)).toBe(MESSAGES.invalidMetadata);
    });
  });

  describe('presigned', () => {
    const url = '/api/brands/1';
    const meta = { url: '/api/brands/{brand_id}', column: 'brand_logo' };
    const brand = { [url]: { status: 200, body: { id: 1, brand_logo: '/api/files/logo.png' } } };
    it('passes when the stored file exists', async () => {
      expect(
        await failure(item('presigned', meta), env({ responses: brand, heads: { '/api/files/logo.png': 200 } }).environment),
      ).toBeUndefined();
    });
    it('Data missing in API Response. when the column is empty', async () => {
      const e = env({ responses: { [url]: { status: 200, body: { id: 1, brand_logo: null } } } });
      expect(await failure(item('presigned', meta), e.environment)).toBe(MESSAGES.dataMissing);
    });
    it('API Call Failed: Url Not Found (404). when the file is gone', async () => {
      expect(await failure(item('presigned', meta), env({ responses: brand }).environment)).toBe(MESSAGES.notFound);
    });
    it('API Call Failed: Internal Server Error (500). when storage fails', async () => {
      expect(await failure(item('presigned', meta), env({ responses: brand, heads: { '/api/files/logo.png': 503 } }).environment)).toBe(
        MESSAGES.serverError,
      );
    });
    it('Invalid Metadata Object. without a column', async () => {
      expect(await failure(item('presigned', { url }), env({ responses: brand }).environment)).toBe(MESSAGES.invalidMetadata);
    });
  });

  it('an unknown type is Invalid Metadata Object.', async () => {
    expect(await failure(item('telepathy'), env().environment)).toBe(MESSAGES.invalidMetadata);
  });
});

describe('completion records', () => {
  it('need a valid item id and brand id: Invalid Checklist Item or Brand ID.', () => {
    expect(() => assertCompletionIds(0, 1)).toThrow(MESSAGES.invalidItemOrBrand);
    expect(() => assertCompletionIds(1, null)).toThrow(MESSAGES.invalidItemOrBrand);
    expect(() => assertCompletionIds('x', 1)).toThrow(MESSAGES.invalidItemOrBrand);
    expect(() => assertCompletionIds(3, 2)).not.toThrow();
  });

  it('shows the server message when recording fails (Invalid Checklist Item ID or Brand ID.)', async () => {
    const { environment } = env();
    environment.addCompletion = async () => {
      throw new Error(MESSAGES.invalidItemIdOrBrandId);
    };
    const result = await runAudit([item('automatic'), { ...item('page', null, { link: '/x' }) }], {
      ...environment,
      pageVisits: async () => 1,
    });
    expect(result.results[1]).toMatchObject({ complete: false, message: MESSAGES.invalidItemIdOrBrandId });
  });
});

describe('the audit', () => {
  const items = () => [
    item('automatic', null, { rank: 1 }),
    item('manual', null, { rank: 2 }),
    item('page', null, { rank: 3, link: '/product' }),
    item('manual', null, { rank: 4, completed: true }),
  ];

  it('checks each item in turn, reports progress and records completions', async () => {
    const { environment, completions } = env({ visits: { '/product': 1 } });
    const list = items();
    const progress = vi.fn();
    const result = await runAudit(list, environment, progress);
    expect(progress.mock.calls.map(([p]) => [p.done, p.total, p.percent])).toEqual([
      [1, 4, 25],
      [2, 4, 50],
      [3, 4, 75],
      [4, 4, 100],
    ]);
    // Only the page item passed a check; automatic and already-complete items need no record.
    expect(completions).toEqual([[list[2].id, 1]]);
    expect(result.results.map((r) => r.message)).toEqual([undefined, MESSAGES.manualRequired, undefined, undefined]);
    expect(result).toMatchObject({ completed: 3, total: 4, percentage: 75 });
  });

  it('ends with a 7 s warning while items are incomplete', async () => {
    const result = await runAudit(items(), env().environment);
    const code = 'settings.checklist.auditIncomplete';
    expect(result.summary).toEqual({ level: 'warning', text: MESSAGES.auditIncomplete, code, duration: AUDIT_WARNING_DURATION_MS });
    expect(AUDIT_WARNING_DURATION_MS).toBe(7000);
    expect(result.summary.text).toMatch(/incomplete checklist items must be completed before orders can be fulfilled/i);
  });

  it('ends with the info message when everything is complete', async () => {
    const result = await runAudit([item('automatic'), item('page', null, { link: '/p' })], env({ visits: { '/p': 2 } }).environment);
    const [text, code] = ['Checklist Audit Completed Successfully. Brand ready for fulfillment!', 'settings.checklist.auditSucceeded'];
    expect(result.summary).toEqual({ level: 'info', text, code });
    expect(result.percentage).toBe(100);
  });

  it('creates no records when record generation is turned off', async () => {
    const { environment, completions } = env({ visits: { '/p': 2 }, generateRecords: false });
    const result = await runAudit([item('page', null, { link: '/p' })], environment);
    expect(result.completed).toBe(1);
    expect(completions).toEqual([]);
  });

  it('closes its progress 500 ms after the end', () => {
    expect(AUDIT_PROGRESS_CLOSE_DELAY_MS).toBe(500);
  });
});

describe('completion and order', () => {
  it('an item is complete with a completion map or when automatic', () => {
    const list = withCompletion(
      [item('manual', null, { id: 100 }), item('automatic', null, { id: 101 }), item('page', null, { id: 102 })],
      [{ completed_item_id: 100 }],
    );
    expect(list.map((i) => i.completed)).toEqual([true, true, false]);
    expect(completionPercentage(list)).toBe(67);
  });
  it('orders incomplete items first, then by rank', () => {
    const list = [item('automatic', null, { rank: 1 }), item('manual', null, { rank: 5 }), item('manual', null, { rank: 3 })];
    expect(orderItems(list).map((i) => i.rank)).toEqual([3, 5, 1]);
  });
  it('an empty checklist is complete', () => {
    expect(completionPercentage([])).toBe(100);
  });
});

describe('loading the checklist', () => {
  it('merges the items and the brand maps', async () => {
    const request = async (url: string): Promise<ApiResponse> =>
      url.startsWith('/api/checklist/items')
        ? { status: 200, body: [item('manual', null, { id: 200, rank: 1 }), item('manual', null, { id: 201, rank: 2 })] }
        : { status: 200, body: [{ brand_id: 1, completed_item_id: 200 }] };
    const list = await loadChecklist(request, 1);
    expect(list.map((i) => [i.id, i.completed])).toEqual([
      [201, false],
      [200, true],
    ]);
  });
  it('Unknown Error: Failed to get checklist items. If the problem persists, please contact support.', async () => {
    await expect(loadChecklist(async () => ({ status: 500, body: {} }), 1)).rejects.toThrow(MESSAGES.loadFailed);
    await expect(
      loadChecklist(async () => {
        throw new TypeError('Network Error');
      }, 1),
    ).rejects.toThrow('Unknown Error: Failed to get checklist items. If the problem persists, please contact support.');
  });
});
