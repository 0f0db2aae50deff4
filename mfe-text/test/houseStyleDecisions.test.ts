import { diffChangesOfRules } from '../src/text-redact/houseStyleDecisions';
import { isChange, wordChanges, type ChangePart } from '../src/text-redact/wordChanges';

const changesOf = (original: string, corrected: string): ChangePart[] => wordChanges(original, corrected).filter(isChange);
const rule = (original: string, replacement: string, ruleId: string) => ({ original, replacement, reason: 'Hausstil', ruleId });

test('the same rule firing twice owns two diff changes, one each', () => {
  const changes = changesOf('Die Homepage und die Homepage.', 'Die Website und die Website.');
  expect(diffChangesOfRules(changes, [rule('Homepage', 'Website', '1'), rule('Homepage', 'Website', '1')])).toEqual([
    { ruleId: '1', ids: [0] },
    { ruleId: '1', ids: [1] },
  ]);
});

test('a change the diff splits stays one decision; changes without a rule are left out', () => {
  const changes = changesOf('Die online Ausgabe mit Feler.', 'Die Online-Ausgabe mit Fehler.');
  const owned = diffChangesOfRules(changes, [
    { original: 'Feler', replacement: 'Fehler', reason: 'Rechtschreibung' },
    rule('online Ausgabe', 'Online-Ausgabe', '7'),
  ]);
  expect(owned).toHaveLength(1);
  expect(owned[0]?.ruleId).toBe('7');
  const pieces = owned[0]!.ids.map((id) => changes.find((change) => change.id === id));
  expect(pieces.map((change) => change?.removed).join('')).not.toContain('Feler');
});
