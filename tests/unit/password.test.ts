import { describe, expect, it } from 'vitest';
import { isStrongPassword } from '../../resources/accounts/password';
import { hashPassword, verifyPassword } from '../../server/accounts/secrets';

describe('password rule (docs/requirements/accounts.md §5)', () => {
  it.each([
    ['Abcdef1!', true],
    ['abcdef1!', false], // no uppercase
    ['ABCDEF1!', false], // no lowercase
    ['Abcdefg!', false], // no number
    ['Abcdefg1', false], // no special character
    ['Ab1!', false], // too short
    [`Ab1!${'x'.repeat(60)}`, true], // 64 characters
    [`Ab1!${'x'.repeat(61)}`, false], // 65 characters
  ])('%s → %s', (password, ok) => {
    expect(isStrongPassword(password)).toBe(ok);
  });
});

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Right-Pass-1');
    expect(hash).not.toContain('Right-Pass-1');
    expect(await verifyPassword('Right-Pass-1', hash)).toBe(true);
    expect(await verifyPassword('Wrong-Pass-1', hash)).toBe(false);
    expect(await verifyPassword('Right-Pass-1', null)).toBe(false);
  });
  it('salts: the same password hashes differently', async () => {
    expect(await hashPassword('Same-Pass-1')).not.toBe(await hashPassword('Same-Pass-1'));
  });
});
