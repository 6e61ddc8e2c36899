// "Why not?" (#17 item 2): why an option a player might expect is not legal now, in rule terms.
// The engine gives message keys and their arguments, never English: the renderer translates them
// (src-renderer/games/pericles/i18n/en.whynot.ts). Argument names say how the renderer shows a value:
// theater/from/to a theater, side/enemy a Side, unitKind/strengthKind a unit kind, force a force,
// linkType a link type, card a card; anything else as it is (numbers).

export type WhyArg = string | number;

/** One rule that refuses an option: its number, the message key and the numbers. */
export interface WhyNot {
  rule: string;
  key: `whynot.${string}`;
  args: Record<string, WhyArg>;
}

/**
 * An option the open decision does not offer now, with every reason. `option` holds the action
 * fields that name it (e.g. `{ option: 'buildBase' }`, `{ n: 4 }`, `{ place: 'persia' }`,
 * `{ force, kind, from, to }`). `listed`: a picker shows it disabled beside the legal ones; the
 * others (e.g. every theater a unit cannot reach) are explained only when clicked on the board.
 */
export interface ClosedOption {
  /** A field is a value, or counts by name (`bases` in 'battle.bases': `{ athens: 1 }`). */
  option: Record<string, string | number | boolean | Readonly<Record<string, number>>>;
  why: WhyNot[];
  listed: boolean;
}

export const why = (rule: string, key: WhyNot['key'], args: Record<string, WhyArg> = {}): WhyNot => ({ rule, key, args });
