/** The wizard's outcome texts (spec 000 §2): the Auto Rollover day follows the member's renewed-to date. */
import { describe, expect, it } from 'vitest';
import { autoRenewDay, outcomeOf } from './components/AllSetModal';

describe('AllSetModal outcome', () => {
  it('renews the day after the renewed-to date', () => {
    expect(autoRenewDay('2026-06-30')).toBe('1 July 2026');
    expect(autoRenewDay('2027-12-31')).toBe('1 January 2028');
    expect(autoRenewDay(null)).toBeNull();
    expect(autoRenewDay('not a date')).toBeNull();
  });
  it('names the day when known, else the end of the period', () => {
    expect(outcomeOf('Auto Rollover', '1 July 2026').text).toMatch(/auto-renew on 1 July 2026/);
    expect(outcomeOf('Auto Rollover', null).text).toMatch(/at the end of its current period/);
    expect(outcomeOf('Renew Membership', null).button).toBe('Proceed to renewal');
  });
});
