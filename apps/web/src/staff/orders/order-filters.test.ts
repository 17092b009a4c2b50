import { describe, expect, it } from 'vitest';
import { filtersOf, searchOf } from './order-filters';

// The list's filters in the URL: read with the server's own rules, written back in one order.
describe('order desk filters in the URL', () => {
  it('reads each filter the server takes and writes them back', () => {
    const search = 'keyword=KOFI1&status=2&transportType=1&startCityId=7&destCountryId=9&warehouseId=3&dateFrom=2026-11-01&dateTo=2026-11-30&memberId=42&mobile=13800138000&flagged=true&held=false&unpaid=true';
    const filters = filtersOf(new URLSearchParams(search));
    expect(filters).toEqual({
      keyword: 'KOFI1',
      status: 2,
      transportType: '1',
      startCityId: 7,
      destCountryId: 9,
      warehouseId: 3,
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
      memberId: 42,
      mobile: '13800138000',
      flagged: 'true',
      held: 'false',
      unpaid: 'true',
    });
    expect(searchOf(filters).toString()).toBe(search);
  });

  it('leaves out what the server would refuse, as if not given', () => {
    const filters = filtersOf(new URLSearchParams('status=42&memberId=0x2&dateFrom=2026-02-30&mobile=12ab&held=yes&keyword=%20&other=1'));
    expect(filters).toEqual({});
    expect(searchOf({ status: 1 }).toString()).toBe('status=1');
  });
});
