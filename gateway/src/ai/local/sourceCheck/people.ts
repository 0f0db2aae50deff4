/** The people of the source: who they are, what they are, which party they belong to. */
import type { Facts } from './facts.ts';
import { fold } from './text.ts';

export interface SourcePerson {
  surname: string;
  firstNames: Set<string>;
  /** Function groups and how the source writes each („Oberbürgermeisterin“). */
  functions: Map<number, string>;
  parties: Map<string, string>;
  display: string;
}

export class SourcePeople {
  readonly bySurname = new Map<string, SourcePerson>();
  /** Function group → surnames of the people the source gives it. */
  readonly byFunction = new Map<number, Set<string>>();

  constructor(facts: Facts) {
    for (const mention of facts.entities.persons) {
      let person = this.bySurname.get(mention.surname);
      if (!person) {
        person = { surname: mention.surname, firstNames: new Set(), functions: new Map(), parties: new Map(), display: mention.text };
        this.bySurname.set(mention.surname, person);
      }
      if (mention.firstName) {
        person.firstNames.add(mention.firstName);
        if (!person.display.includes(' ')) person.display = mention.text;
      }
      for (const title of mention.functions) {
        person.functions.set(title.group, title.text);
        let holders = this.byFunction.get(title.group);
        if (!holders) this.byFunction.set(title.group, (holders = new Set()));
        holders.add(mention.surname);
      }
      if (mention.party) person.parties.set(mention.party.party, mention.party.text);
    }
  }

  /** The person with this surname, also in the genitive („Bergers“). */
  find(surname: string): SourcePerson | undefined {
    const key = fold(surname);
    return this.bySurname.get(key) ?? (key.endsWith('s') ? this.bySurname.get(key.slice(0, -1)) : undefined);
  }
}
