import { describe, expect, it } from 'vitest';
import { canAccess, effectiveRoles, hasRoles } from './permissions';

describe('hasRoles', () => {
  it('asks the server for at least one role', () => {
    expect(hasRoles({ roles: ['member'] })).toBe(true);
    expect(hasRoles({ roles: [] })).toBe(false);
    expect(hasRoles({ roles: null as unknown as string[] })).toBe(false);
  });
});

describe('effectiveRoles', () => {
  it('adds admin to whatever the server sent (docs/product/identity.md, Sessions)', () => {
    expect(effectiveRoles({ roles: ['member'] })).toEqual(['member', 'admin']);
    expect(effectiveRoles({ roles: [] })).toEqual(['admin']);
    expect(effectiveRoles(null)).toEqual(['admin']);
    expect(effectiveRoles({ roles: ['admin'] })).toEqual(['admin']);
  });
});

describe('canAccess', () => {
  it('lets admin open every route', () => {
    expect(canAccess(['editor'], ['member', 'admin'])).toBe(true);
  });

  it('limits a route with roles to those roles', () => {
    expect(canAccess(['editor'], ['visitor'])).toBe(false);
    expect(canAccess(['editor'], ['editor'])).toBe(true);
    expect(canAccess(undefined, ['visitor'])).toBe(true);
  });
});
