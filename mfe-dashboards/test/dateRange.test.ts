import { addDays, isValidRange, lastDays, today } from '../src/dashboards/dateRange';

test('the last 30 days end today and include it', () => {
  expect(lastDays(30, new Date(2026, 10, 25, 23, 59))).toEqual({ from: '2026-10-27', to: '2026-11-25' });
  expect(lastDays(7, new Date(2026, 0, 3, 0, 1))).toEqual({ from: '2025-12-28', to: '2026-01-03' });
});

test('today is the local calendar day', () => {
  expect(today(new Date(2026, 2, 29, 0, 30))).toBe('2026-03-29');
});

test('day arithmetic ignores summer time', () => {
  expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
  expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
  expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
});

test.each([
  [{ from: '2026-11-01', to: '2026-11-25' }, true],
  [{ from: '2026-11-25', to: '2026-11-25' }, true],
  [{ from: '2026-11-26', to: '2026-11-25' }, false],
  [{ from: '', to: '2026-11-25' }, false],
  [{ from: '2026-02-30', to: '2026-03-05' }, false],
  [{ from: '2025-11-25', to: '2026-11-25' }, true], // 366 days, the gateway's maximum
  [{ from: '2025-11-24', to: '2026-11-25' }, false],
])('isValidRange(%j) → %p', (range, valid) => {
  expect(isValidRange(range)).toBe(valid);
});
