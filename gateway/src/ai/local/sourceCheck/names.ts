/**
 * People (with their function and party), organisations and places of a text. German capitalises
 * every noun, so a capitalised word is read as a name only in a position that makes it one: after a
 * first name or a function („Kämmerer Klein“), before a party („Berger (SPD)“), after a speech verb
 * („sagte Weber“), after a preposition without article („in Mainz“), after an institution
 * („Landgericht Koblenz“), as an acronym, with a legal form („Vlexx GmbH“) or as a street.
 */
import { isStopword } from '../stopwords.ts';
import { MONTHS, weekdayOf } from './calendar.ts';
import { NOT_NAMES, NOUN_ENDINGS } from './commonNouns.ts';
import { FIRST_NAMES } from './firstNames.ts';
import { DEPUTY_WORDS, functionOf, NAME_TITLES } from './functionTitles.ts';
import { cardinalWord, ordinalWord } from './numberWords.ts';
import { NO_PARTY, PARTY_PHRASES, PARTY_WORDS } from './parties.ts';
import { COMMON_STREET_WORDS, NOT_PLACE_ADJECTIVES, PLACE_CUES, PLACE_PREPOSITIONS, STREET_ENDINGS } from './placeWords.ts';
import { fold } from './text.ts';
import type { Token } from './types.ts';
import { UNIT_WORDS } from './unitWords.ts';

export interface Span {
  text: string;
  start: number;
  end: number;
  sentence: number;
}

export interface FunctionMention extends Span {
  root: string;
  group: number;
  deputy: boolean;
  first: number;
}

export interface PartyMention extends Span {
  party: string;
  /** Index of its token. */
  first: number;
}

export interface PersonMention extends Span {
  /** Folded first name, if written. */
  firstName: string | undefined;
  /** Folded surname without genitive „s“. */
  surname: string;
  first: number;
  last: number;
  functions: FunctionMention[];
  party: PartyMention | undefined;
}

export interface NameMention extends Span {
  /** Folded words of the name. */
  key: string[];
  kind: 'organisation' | 'place';
  /** The noun that announced it („landgericht“), if any. */
  cue: string | undefined;
}

export interface Entities {
  persons: PersonMention[];
  functions: FunctionMention[];
  parties: PartyMention[];
  names: NameMention[];
}

export const SPEECH_VERBS = new Set(
  `sagte sagt sagten erklärte erklärt betonte betont meinte meint kritisierte kritisiert warnte warnt forderte fordert ergänzte ergänzt
   berichtete berichtet kündigte kündigt räumte räumt sprach spricht nannte nennt lobte lobt mahnte mahnt bestätigte bestätigt
   versicherte versichert erläuterte erläutert unterstrich unterstreicht fügte fragte fragt antwortete antwortet schrieb schreibt
   teilte teilt so laut zufolge bilanzierte bilanziert resümierte resümiert verteidigte verteidigt begründete begründet
   würdigte würdigt bezeichnete bezeichnet beschrieb beschreibt kommentierte kommentiert appellierte appelliert bat rief zog`
    .split(/\s+/)
    .filter(Boolean),
);

const PARTICLES = new Set(['von', 'van', 'de', 'der', 'zu', 'di', 'da', 'le', 'la', 'ten', 'vom', 'del']);
const ARTICLES = new Set([
  'der',
  'die',
  'das',
  'den',
  'dem',
  'des',
  'ein',
  'eine',
  'einen',
  'einem',
  'einer',
  'eines',
  'im',
  'ins',
  'am',
  'zum',
  'zur',
  'beim',
  'vom',
]);
const COMMON_ACRONYMS = new Set(
  'PKW LKW ÖPNV ICE IC RE RB KI PC TV WLAN GPS DNA OB GMD MDB MDL CEO CFO EU-WEIT OK NS DDR BRD ZDF ARD SWR HR NDR WDR MDR BR DPA AFP USA UN II III IV VI VII VIII IX XI XII AG GMBH SE KG EV UG CO US UK GB FC SV TSV VFB VFL SC TUS FSV SG TSG BV MSV HSG TV SGE USC SPVGG BVB HSV FCK SVW S U A B L K E'.split(
    ' ',
  ),
);
const CLUB_PREFIXES = new Set([
  'FC',
  'SV',
  'TSV',
  'VfB',
  'VfL',
  'SC',
  'TuS',
  'FSV',
  'SpVgg',
  'SG',
  'TSG',
  'BV',
  'MSV',
  'HSG',
  'TV',
  'USC',
  'SSV',
  'VfR',
  'SpVg',
  'ASV',
  'TSC',
]);
const LEGAL_FORMS = new Set(['gmbh', 'ag', 'se', 'kg', 'ohg', 'ug', 'kgaa', 'mbh']);
const ORG_ENDINGS = [
  'verband',
  'verbands',
  'gewerkschaft',
  'stiftung',
  'partei',
  'bank',
  'werke',
  'konzern',
  'verein',
  'vereins',
  'genossenschaft',
  'kasse',
];
/** Nouns after which a capitalised word is the name of an organisation („Gewerkschaft Verdi“, „Band Revolverheld“). */
const ORG_CUES = new Set([
  'gewerkschaft',
  'partei',
  'firma',
  'unternehmen',
  'konzern',
  'band',
  'verein',
  'verband',
  'klub',
  'club',
  'gruppe',
  'initiative',
  'bürgerinitiative',
  'modehaus',
  'autohaus',
  'zulieferer',
  'hersteller',
  'discounter',
  'reederei',
  'brauerei',
  'bäckerei',
  'kette',
  'sender',
  'zeitung',
  'verlag',
]);
/** Institutions that are part of a name with a place („Landgericht Koblenz“); the kind of court matters on its own. */
const INSTITUTIONS = new Set([
  'landgericht',
  'amtsgericht',
  'oberlandesgericht',
  'verwaltungsgericht',
  'oberverwaltungsgericht',
  'arbeitsgericht',
  'landesarbeitsgericht',
  'sozialgericht',
  'finanzgericht',
  'bundesgerichtshof',
  'bundesverfassungsgericht',
  'verfassungsgerichtshof',
  'staatsanwaltschaft',
  'generalstaatsanwaltschaft',
  'sparkasse',
  'volksbank',
  'raiffeisenbank',
  'landtag',
  'bundestag',
  'kreistag',
  'stadtrat',
  'gemeinderat',
  'ortsbeirat',
  'ortsgemeinderat',
  'verbandsgemeinderat',
  'stadtverordnetenversammlung',
]);
/** Compounds ending like an organisation that name none („Datenbank“, „Sitzbank“). */
const GENERIC_ORGANISATIONS = new Set([
  'datenbank',
  'sitzbank',
  'parkbank',
  'werkbank',
  'blutbank',
  'hausbank',
  'notenbank',
  'zentralbank',
  'krankenkasse',
  'stadtkasse',
  'gemeindekasse',
  'kreiskasse',
  'landeskasse',
  'bundeskasse',
  'staatskasse',
  'ladenkasse',
  'vereinskasse',
  'parteikasse',
  'sportverein',
  'fußballverein',
  'heimatverein',
  'förderverein',
  'landesverband',
  'kreisverband',
  'dachverband',
  'bundesverband',
  'ortsverein',
  'großkonzern',
  'mutterkonzern',
  'autokonzern',
  'stahlwerke',
  'stadtwerke',
  'kraftwerke',
  'regierungspartei',
  'oppositionspartei',
  'volkspartei',
  'kleinpartei',
  'splitterpartei',
  'gemeindewerke',
]);
const ORG_PHRASE_HEADS = new Set(['ig', 'dgb', 'adac', 'drk', 'thw', 'nabu', 'bund']);

function isAcronym(text: string): boolean {
  return /^[A-ZÄÖÜ][A-ZÄÖÜa-z]{0,2}[A-ZÄÖÜ][A-ZÄÖÜ]{0,3}$/.test(text) && !COMMON_ACRONYMS.has(text.toUpperCase());
}

/** Whether a capitalised word can be a name here (no common noun, no number word, no month …). */
const nameLikeCache = new Map<string, boolean>();

export function isNameLike(token: Token | undefined): boolean {
  if (!token || token.kind !== 'word' || !token.cap || token.text.length < 2) return false;
  const cached = nameLikeCache.get(token.text);
  if (cached !== undefined) return cached;
  const result = nameLikeWord(token);
  if (nameLikeCache.size > 20_000) nameLikeCache.clear();
  nameLikeCache.set(token.text, result);
  return result;
}

function nameLikeWord(token: Token): boolean {
  const lower = token.lower;
  if (isStopword(lower) || NOT_NAMES.has(lower) || MONTHS[lower] !== undefined || weekdayOf(token) !== undefined) return false;
  if (cardinalWord(lower) !== undefined || ordinalWord(lower) !== undefined || UNIT_WORDS[lower]) return false;
  if (PARTY_WORDS[lower] !== undefined || NO_PARTY.has(lower)) return false;
  if (functionOf(fold(token.text)) !== undefined || NAME_TITLES.has(lower)) return false;
  const last = lower.split('-').pop() ?? lower;
  if (NOUN_ENDINGS.some((ending) => last.endsWith(ending) && last.length > ending.length + 1)) return false;
  if (/(anz|enz)$/.test(last) && last.length >= 8) return false;
  return true;
}

/** A surname right after a first name: any capitalised word that is no function, number, month or party. */
function isSurnameAfterFirstName(token: Token | undefined): boolean {
  if (!token || token.kind !== 'word' || !token.cap || token.text.length < 2) return false;
  if (isNameLike(token)) return true;
  const lower = token.lower;
  if (isStopword(lower) || MONTHS[lower] !== undefined || weekdayOf(token) !== undefined || PARTY_WORDS[lower] !== undefined) return false;
  if (functionOf(fold(token.text)) !== undefined || cardinalWord(lower) !== undefined || UNIT_WORDS[lower]) return false;
  return !NOT_NAMES.has(lower) && !/(ung|heit|keit|schaft|tion|tät)$/.test(lower);
}

function span(tokens: Token[], first: number, last: number, text: string): Span {
  const head = tokens[first] as Token;
  const tail = tokens[last - 1] as Token;
  return { text: text.slice(head.start, tail.end), start: head.start, end: tail.end, sentence: head.sentence };
}

/** Folded surname without the genitive „s“ when the plain form is known. */
function surnameKey(word: string, known: Set<string>): string {
  const folded = fold(word);
  if (known.has(folded)) return folded;
  if (folded.endsWith('s') && known.has(folded.slice(0, -1))) return folded.slice(0, -1);
  if (/['’]$/.test(folded) && known.has(folded.slice(0, -1))) return folded.slice(0, -1);
  return folded;
}

export function readEntities(tokens: Token[], text: string): Entities {
  const functions: FunctionMention[] = [];
  const functionAt = new Map<number, FunctionMention>();
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (token.kind !== 'word' || (!token.cap && !/^[A-ZÄÖÜ]/.test(token.text))) continue;
    const title = functionOf(fold(token.text));
    if (!title) continue;
    const deputy = DEPUTY_WORDS.has(tokens[i - 1]?.lower ?? '') || fold(token.text).startsWith('vize');
    const mention: FunctionMention = { ...span(tokens, i, i + 1, text), root: title.root, group: title.group, deputy, first: i };
    functions.push(mention);
    functionAt.set(i, mention);
  }
  // Full names first, so that a surname alone is known later in the text.
  const surnames = new Set<string>();
  for (let i = 0; i + 1 < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (token.kind === 'word' && token.cap && FIRST_NAMES.has(token.lower.split('-')[0] ?? '') && isSurnameAfterFirstName(tokens[i + 1]))
      surnames.add(fold((tokens[i + 1] as Token).text));
  }
  const persons: PersonMention[] = [];
  const parties: PartyMention[] = [];
  const names: NameMention[] = [];
  const used = new Array<boolean>(tokens.length).fill(false);

  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (token.kind !== 'word' || !token.cap || used[i]) continue;
    const previous = tokens[i - 1];
    const firstName = FIRST_NAMES.has(token.lower.split('-')[0] ?? '');
    let first = -1;
    let last = -1;
    let given: string | undefined;
    if (firstName && isSurnameAfterFirstName(tokens[i + 1]) && tokens[i + 1]?.sentence === token.sentence) {
      first = i;
      last = i + 2;
      given = fold(token.text);
    } else if (firstName && PARTICLES.has(tokens[i + 1]?.lower ?? '') && isNameLike(tokens[i + 2])) {
      first = i;
      last = i + 3;
      given = fold(token.text);
    } else if (isNameLike(token)) {
      const folded = fold(token.text);
      const known = surnames.has(folded) || (folded.endsWith('s') && surnames.has(folded.slice(0, -1)));
      const afterTitle =
        previous !== undefined &&
        (functionAt.has(i - 1) ||
          NAME_TITLES.has(previous.lower) ||
          (previous.text === '.' && /^(dr|prof)$/.test(tokens[i - 2]?.lower ?? '')));
      const beforeParty =
        tokens[i + 1]?.text === '(' &&
        (PARTY_WORDS[tokens[i + 2]?.lower ?? ''] !== undefined ||
          NO_PARTY.has(tokens[i + 2]?.lower ?? '') ||
          /^\d{1,2}$/.test(tokens[i + 2]?.text ?? ''));
      const afterSpeech = previous !== undefined && SPEECH_VERBS.has(previous.lower) && !tokens[i + 1]?.cap && tokens[i + 1]?.text !== '-';
      const beforeSpeech =
        SPEECH_VERBS.has(tokens[i + 1]?.lower ?? '') &&
        tokens[i + 1]?.lower !== 'so' &&
        !ARTICLES.has(previous?.lower ?? '') &&
        (previous === undefined || previous.sentence !== token.sentence || /^[,.:;]$|^(und|auch|hat|habe)$/.test(previous.text));
      // "Trainer Dallas Eakins", "sagte Kristian Reichel": a first name the list does not know.
      const pair =
        (afterTitle || (previous !== undefined && SPEECH_VERBS.has(previous.lower))) &&
        !known &&
        isSurnameAfterFirstName(tokens[i + 1]) &&
        tokens[i + 1]?.sentence === token.sentence &&
        !tokens[i + 1]?.text.includes('-');
      if (known || afterTitle || beforeParty || afterSpeech || beforeSpeech || pair) {
        // "Mainz-Trainer" is a function, a place before a function is no person.
        if (!afterTitle && !pair && token.text.includes('-') && !known) continue;
        first = i;
        last = pair ? i + 2 : i + 1;
        if (pair) given = fold(token.text);
      }
    }
    if (first < 0) continue;
    for (let k = first; k < last; k++) used[k] = true;
    const surnameToken = tokens[last - 1] as Token;
    const person: PersonMention = {
      ...span(tokens, first, last, text),
      firstName: given,
      surname: surnameKey(surnameToken.text, surnames),
      first,
      last,
      functions: attachedFunctions(tokens, first, last, functionAt),
      party: undefined,
    };
    persons.push(person);
    i = last - 1;
  }

  // Parties: words, hyphen prefixes ("SPD-Fraktion"), two-word names.
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (token.kind !== 'word') continue;
    const phrase = PARTY_PHRASES[`${token.lower} ${tokens[i + 1]?.lower ?? ''}`];
    if (phrase && token.cap) {
      parties.push({ ...span(tokens, i, i + 2, text), party: phrase, first: i });
      i++;
      continue;
    }
    const head = token.lower.split('-')[0] ?? '';
    const party = PARTY_WORDS[token.lower] ?? (token.text.includes('-') ? PARTY_WORDS[head] : undefined);
    if (party === undefined || !token.cap) continue;
    // "Linke"/"Grüne"/"Union"/"Volt" are also words; count them after an article, in brackets or in a compound.
    if (
      /^(linke|linken|grüne|grünen|union|volt|piraten)$/.test(token.lower) &&
      !/^(die|der|den|von|\(|,|und)$/.test(tokens[i - 1]?.lower ?? '')
    )
      continue;
    const end = token.text.includes('-') ? token.start + head.length : token.end;
    parties.push({ text: text.slice(token.start, end), start: token.start, end, sentence: token.sentence, party, first: i });
  }
  attachParties(tokens, persons, parties);

  readOrganisations(tokens, text, names, used);
  readPlaces(tokens, text, names, used);
  return { persons, functions, parties, names };
}

/** Functions right before the name („Kämmerer Peter Klein“) or in an apposition after it („Anna Berger, Sprecherin der Stadt“). */
function attachedFunctions(tokens: Token[], first: number, last: number, functionAt: Map<number, FunctionMention>): FunctionMention[] {
  const attached: FunctionMention[] = [];
  const before = functionAt.get(first - 1);
  if (before) attached.push(before);
  let k = last;
  if (tokens[k]?.text === '(') while (k < last + 6 && tokens[k] && tokens[k - 1]?.text !== ')') k++;
  if (tokens[k]?.text === ',' || /^(ist|war|wird|als|bleibt)$/.test(tokens[k]?.lower ?? '')) {
    for (let j = k + 1; j <= k + 4 && j < tokens.length; j++) {
      const mention = functionAt.get(j);
      if (mention) {
        attached.push(mention);
        break;
      }
      const token = tokens[j] as Token;
      if (token.kind !== 'word' || (token.cap && !ARTICLES.has(token.lower)) || /^(sagte|sagt|und|so)$/.test(token.lower)) break;
    }
  }
  return attached;
}

function attachParties(tokens: Token[], persons: PersonMention[], parties: PartyMention[]): void {
  const partyAt = new Map(parties.map((mention) => [mention.start, mention]));
  for (const person of persons) {
    const open = tokens[person.last];
    const inside = tokens[person.last + 1];
    if (open?.text === '(' && inside) {
      const party = partyAt.get(inside.start);
      if (party) person.party = party;
      else if (NO_PARTY.has(inside.lower))
        person.party = {
          text: inside.text,
          start: inside.start,
          end: inside.end,
          sentence: inside.sentence,
          party: 'parteilos',
          first: person.last + 1,
        };
    }
    // "SPD-Fraktionschef Klaus Weber", "CDU-Politiker Weber"
    const before = tokens[person.first - 1];
    if (!person.party && before) {
      const party = partyAt.get(before.start);
      if (party) person.party = party;
    }
  }
  // "Klein gehört der CDU an", "Becker ist Mitglied der FDP"

  for (const party of parties) {
    const index = party.first;
    if (index < 1) continue;
    const after = tokens[index + 1]?.lower ?? '';
    const before = tokens[index - 1]?.lower ?? '';
    const member =
      (after === 'an' && /^(der|den)$/.test(before)) ||
      (/^(der|den)$/.test(before) && /^(mitglied|politiker|politikerin)$/.test(tokens[index - 2]?.lower ?? ''));
    if (!member) continue;
    let person: PersonMention | undefined;
    for (let k = persons.length - 1; k >= 0 && !person; k--) {
      const candidate = persons[k] as PersonMention;
      if (candidate.sentence === party.sentence && candidate.first < index) person = candidate;
    }
    if (person && !person.party) person.party = party;
  }
}

function readOrganisations(tokens: Token[], text: string, names: NameMention[], used: boolean[]): void {
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (token.kind !== 'word' || used[i]) continue;
    // Sports clubs: "SV Waldhof Mannheim", "1. FC Kaiserslautern", "VfL Wolfsburg".
    if (CLUB_PREFIXES.has(token.text) && tokens[i + 1]?.cap) {
      let last = i + 2;
      if (tokens[last]?.cap && isNameLike(tokens[last]) && tokens[last]?.sentence === token.sentence) last++;
      const key = tokens.slice(i + 1, last).map((part) => fold(part.text));
      names.push({ ...span(tokens, i, last, text), key, kind: 'organisation', cue: undefined });
      for (let k = i; k < last; k++) used[k] = true;
      i = last - 1;
      continue;
    }
    // Legal forms: "Vlexx GmbH", "Fuchs & Söhne GmbH".
    const next = tokens[i + 1];
    if (token.cap && next && LEGAL_FORMS.has(next.lower) && !LEGAL_FORMS.has(token.lower)) {
      names.push({ ...span(tokens, i, i + 2, text), key: [fold(token.text)], kind: 'organisation', cue: undefined });
      used[i] = true;
      used[i + 1] = true;
      i++;
      continue;
    }
    if (isAcronym(token.text) && PARTY_WORDS[token.lower] === undefined) {
      let last = i + 1;
      if (ORG_PHRASE_HEADS.has(token.lower) && tokens[last]?.cap && isNameLike(tokens[last])) last++;
      names.push({
        ...span(tokens, i, last, text),
        key: tokens.slice(i, last).map((part) => fold(part.text)),
        kind: 'organisation',
        cue: undefined,
      });
      for (let k = i; k < last; k++) used[k] = true;
      continue;
    }
    const lower = token.lower;
    // "Fraport-Chef", "DLRG-Sprecher": the organisation before the function.
    const hyphen = token.text.indexOf('-');
    if (hyphen > 1 && token.cap && functionOf(fold(token.text.slice(hyphen + 1))) !== undefined) {
      const prefix = token.text.slice(0, hyphen);
      if (PARTY_WORDS[prefix.toLowerCase()] === undefined && !/^(co|vize|ex|ko)$/i.test(prefix) && /^\p{Lu}/u.test(prefix)) {
        names.push({
          text: prefix,
          start: token.start,
          end: token.start + prefix.length,
          sentence: token.sentence,
          key: [fold(prefix)],
          kind: 'organisation',
          cue: undefined,
        });
      }
    }
    if (token.cap && ORG_CUES.has(lower) && isNameLike(next) && next?.sentence === token.sentence) {
      names.push({ ...span(tokens, i + 1, i + 2, text), key: [fold((next as Token).text)], kind: 'organisation', cue: lower });
      used[i + 1] = true;
      i++;
      continue;
    }
    if (token.cap && INSTITUTIONS.has(lower)) {
      names.push({ ...span(tokens, i, i + 1, text), key: [fold(token.text)], kind: 'organisation', cue: 'institution' });
      continue;
    }
    if (
      token.cap &&
      ORG_ENDINGS.some((ending) => lower.endsWith(ending) && lower.length > ending.length + 2) &&
      !GENERIC_ORGANISATIONS.has(lower)
    ) {
      names.push({ ...span(tokens, i, i + 1, text), key: [fold(token.text)], kind: 'organisation', cue: undefined });
      used[i] = true;
    }
  }
}

function isStreet(lower: string): boolean {
  if (COMMON_STREET_WORDS.has(lower)) return false;
  return (
    STREET_ENDINGS.some((ending) => lower.endsWith(ending) && lower.length >= ending.length + 3) &&
    !/(parkplatz|arbeitsplatz|spielplatz|stellplatz|sportplatz|radweg|gehweg|fußweg|umweg|ausweg|bundesstraße|landstraße|kreisstraße|hauptstraße)$/.test(
      lower,
    )
  );
}

const VENUE_ENDINGS = ['halle', 'arena', 'stadion', 'park', 'forum', 'kaserne'];
const GENERIC_VENUES =
  /^(halle|arena|stadion|park|forum|kaserne|sporthalle|turnhalle|mehrzweckhalle|stadthalle|festhalle|lagerhalle|werkshalle|fabrikhalle|messehalle|schwimmhalle|eishalle|produktionshalle|sportpark|parkhaus|freizeitpark|nationalpark|naturpark|windpark|solarpark|gewerbepark|fuhrpark|stadtpark|kurpark|fußballstadion|heimstadion|multifunktionsarena)$/;

function isVenue(lower: string): boolean {
  const last = lower.split('-').pop() ?? lower;
  if (GENERIC_VENUES.test(last) || GENERIC_VENUES.test(lower)) return false;
  return VENUE_ENDINGS.some((ending) => last.endsWith(ending) && (last.length >= ending.length + 3 || lower.includes('-')));
}

function readPlaces(tokens: Token[], text: string, names: NameMention[], used: boolean[]): void {
  const placeEnds = new Set<number>();
  const add = (first: number, last: number, cue: string | undefined) => {
    placeEnds.add(last - 1);
    for (let k = first; k < last; k++) used[k] = true;
    const key = tokens.slice(first, last).flatMap((part) => fold(part.text).split('-'));
    names.push({ ...span(tokens, first, last, text), key, kind: 'place', cue });
  };
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (used[i]) continue;
    const previous = tokens[i - 1];
    // Roads: "A 60", "B 9".
    if (
      token.kind === 'word' &&
      /^[ABLK]$/.test(token.text) &&
      tokens[i + 1]?.kind === 'num' &&
      /^\d{1,3}$/.test(tokens[i + 1]?.text ?? '')
    ) {
      add(i, i + 2, 'straße');
      i++;
      continue;
    }
    if (token.kind !== 'word' || !token.cap) continue;
    // Venues: "Rheingoldhalle", "Buderus-Arena".
    if (isVenue(token.lower)) {
      add(i, i + 1, 'halle');
      continue;
    }
    // Streets: "Ludwigstraße", "Biebricher Allee".
    if (isStreet(token.lower)) {
      const adjective =
        previous && previous.cap && /er$/.test(previous.lower) && !used[i - 1] && !NOT_PLACE_ADJECTIVES.has(previous.lower) ? i - 1 : i;
      add(adjective, i + 1, 'straße');
      continue;
    }
    if (
      /^(straße|allee|platz|weg|gasse|ring)$/.test(token.lower) &&
      previous?.cap &&
      /er$/.test(previous.lower) &&
      !NOT_PLACE_ADJECTIVES.has(previous.lower) &&
      !used[i - 1]
    ) {
      add(i - 1, i + 1, 'straße');
      continue;
    }
    if (!isNameLike(token)) continue;
    const next = tokens[i + 1];
    const afterPreposition = previous !== undefined && PLACE_PREPOSITIONS.has(previous.lower) && !(next && /^(der|des)$/.test(next.lower));
    const afterCue = previous !== undefined && previous.cap && PLACE_CUES.has(previous.lower.split('-').pop() ?? '');
    // "zwischen Mainz und Bingen", "in Gonsenheim und Finthen"
    const afterAnd = (previous?.lower === 'und' || previous?.lower === 'oder') && placeEnds.has(i - 2);
    if (afterPreposition || afterCue || afterAnd) {
      let last = i + 1;
      // "Bad Kreuznach", "Frankfurt am Main"
      if (/^(bad|st|sankt|neu|alt|groß|klein)$/.test(token.lower) && tokens[last]?.cap) last++;
      add(i, last, afterCue ? fold(previous.text.split('-').pop() ?? previous.text) : undefined);
      i = last - 1;
      continue;
    }
    // Place adjectives before a noun: "Mainzer Stadtrat", "Wiesbadener Polizei", and before a street: "Biebricher Allee".
    if (
      /er$/.test(token.lower) &&
      token.text.length >= 5 &&
      next &&
      /^(straße|allee|platz|weg|gasse|ring|damm|ufer|chaussee)$/.test(next.lower)
    ) {
      add(i, i + 2, 'straße');
      i++;
      continue;
    }
    if (
      /er$/.test(token.lower) &&
      token.text.length >= 5 &&
      next?.cap &&
      next.kind === 'word' &&
      !NOT_PLACE_ADJECTIVES.has(token.lower) &&
      !FIRST_NAMES.has(token.lower) &&
      previous?.text !== undefined
    ) {
      add(i, i + 1, 'adjektiv');
    }
  }
}
