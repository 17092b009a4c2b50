import { describe, expect, it } from 'vitest';
import { careLink, containersLink, exceptionsLink, ordersLink, reviewsLink } from './dashboard-links';

describe('the dashboard links to the lists behind its figures', () => {
  it('with the filters each desk reads, leaving out the empty ones', () => {
    expect(ordersLink({ status: 2, dateFrom: '2026-11-15', dateTo: '2026-11-28' })).toBe('/admin/orders?status=2&dateFrom=2026-11-15&dateTo=2026-11-28');
    expect(ordersLink({ transportType: null, dateFrom: '2026-11-28', dateTo: '2026-11-28' })).toBe('/admin/orders?dateFrom=2026-11-28&dateTo=2026-11-28');
    expect(ordersLink({ transportType: '2' })).toBe('/admin/orders?transportType=2');
    expect(containersLink({ status: 3, kind: 'air' })).toBe('/admin/containers?status=3&kind=air');
    expect(containersLink({ etdFrom: '2026-11-15', etdTo: '2026-11-28' })).toBe('/admin/containers?etdFrom=2026-11-15&etdTo=2026-11-28');
    expect(exceptionsLink(0)).toBe('/admin/exceptions?status=0');
    expect(careLink({ kind: 'complaint', status: 1 })).toBe('/admin/care?kind=complaint&status=1');
    expect(reviewsLink('enterprise')).toBe('/admin/reviews?kind=enterprise');
  });
});
