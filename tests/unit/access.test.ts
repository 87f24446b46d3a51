import { describe, expect, it } from 'vitest';
import { ACTIONS, PERMISSION_IDS, ROLES, hasLevel, isStaff, roleFromPermissionId, type Level, type Role } from '../../resources/access';
import { canAccess } from '../../resources/registry';
import { LEVEL_ROLES } from '../support/accessLevels';

// docs/requirements/access.md §6: who each level lets in (written out in tests/support/accessLevels.ts).
const VISIBLE_TO: Record<Exclude<Level, 'NOBODY'>, readonly Role[]> = LEVEL_ROLES;

describe('levels (docs/requirements/access.md §6)', () => {
  for (const [level, roles] of Object.entries(VISIBLE_TO)) {
    it(`${level} is visible to exactly ${roles.join(', ')}`, () => {
      expect(ROLES.filter((r) => hasLevel(r, level as Level)).sort()).toEqual([...roles].sort());
    });
  }
  it('lets nobody in before permissions are loaded', () => {
    for (const level of Object.keys(VISIBLE_TO)) expect(hasLevel(undefined, level as Level)).toBe(false);
  });
});

describe('roles', () => {
  it('maps permission ids 1..5 to USER, ADMIN, SUPERUSER, TECHNICIAN, SUPERADMIN', () => {
    expect([1, 2, 3, 4, 5].map(roleFromPermissionId)).toEqual(['USER', 'ADMIN', 'SUPERUSER', 'TECHNICIAN', 'SUPERADMIN']);
    expect(PERMISSION_IDS.ADMIN).toBe(2);
    expect(roleFromPermissionId(9)).toBeNull();
  });
  it('treats SUPERUSER, TECHNICIAN and SUPERADMIN as staff', () => {
    expect(ROLES.filter(isStaff)).toEqual(['SUPERUSER', 'TECHNICIAN', 'SUPERADMIN']);
  });
});

describe('canAccess', () => {
  it('lets only SUPERADMIN change feature flags, and only SUPERADMIN see them', () => {
    for (const role of ROLES) {
      for (const action of ACTIONS) expect(canAccess(role, 'feature-flags', action)).toBe(role === 'SUPERADMIN');
    }
  });
  it('lets everybody read languages but only SUPERADMIN change them', () => {
    for (const role of ROLES) {
      expect(canAccess(role, 'languages', 'View')).toBe(true);
      expect(canAccess(role, 'languages', 'Edit')).toBe(role === 'SUPERADMIN');
    }
  });
  it('shows Admin Tools to SUPERUSER, TECHNICIAN and SUPERADMIN only', () => {
    expect(ROLES.filter((r) => canAccess(r, 'admin-tools', 'View'))).toEqual(['SUPERUSER', 'TECHNICIAN', 'SUPERADMIN']);
  });
  it('lets ADMIN and SUPERADMIN manage users', () => {
    expect(ROLES.filter((r) => canAccess(r, 'users', 'Add'))).toEqual(['ADMIN', 'SUPERADMIN']);
  });
  it('denies unknown resources and missing roles', () => {
    expect(canAccess('SUPERADMIN', 'no-such-resource', 'View')).toBe(false);
    expect(canAccess(null, 'languages', 'View')).toBe(false);
  });
});
