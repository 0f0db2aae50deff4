/** What the fact checker reports, and the facts it reads out of a text on the way. */

export type SourceFindingKind = 'number' | 'date' | 'weekday' | 'time' | 'person' | 'function' | 'organisation' | 'place' | 'quote';

/** A fact of the draft the source does not support. `draft.slice(start, end) === text`. */
export interface SourceFinding {
  text: string;
  start: number;
  end: number;
  kind: SourceFindingKind;
  /** A German sentence that says what the source has instead („Die Quelle nennt 7,3 Millionen Euro.“). */
  reason: string;
}

export type TokenKind = 'word' | 'num' | 'punct';

export interface Token {
  text: string;
  start: number;
  end: number;
  kind: TokenKind;
  /** First character is an upper-case letter. */
  cap: boolean;
  lower: string;
  /** A line break stands between this token and the one before. */
  breakBefore: boolean;
  /** Index of the sentence the token belongs to. */
  sentence: number;
}

export interface Sentence {
  index: number;
  start: number;
  end: number;
  /** Token indexes [first, last). */
  first: number;
  last: number;
}
