// The players' rulebook (#17 item 6), made from the developers' rules reference (RULES.md, a copy
// of shared/rules/RULES.md) by scripts/player-rules.ts into rules.en.json. It keeps the rulebook's
// order and numbers and drops what only developers need: the sources, the [Test]/[Gap]/[Disc]
// tags, implementation advice, and the appendices on gaps and on the Greek/Spanish texts. Each open
// question's working reading becomes a "How this app reads it" note at the rule it concerns.
// Pure: the unit test regenerates the file with it and compares, so the two cannot drift apart.

export interface RuleSection {
  /** Rule number ('5.21', '9.0') or a slug for unnumbered headings. */
  id: string;
  /** Heading text as written. */
  title: string;
  level: number;
  /** Markdown lines of the section body (up to the next anchor). */
  body: string[];
}

const HEADING = /^(#{1,4})\s+(.*)$/;
const BOLD_RULE = /^\*\*(\d+\.\d+[A-Z]?)\b([^*]*)\*\*\s*(.*)$/;
const NUMBER = /^((?:\d+|[A-D])\.\d+)\b/;

function slug(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** Splits rules text into sections at headings and at bold numbered paragraphs (**5.21 …**). */
export function parseRules(text: string): RuleSection[] {
  const out: RuleSection[] = [];
  let cur: RuleSection = { id: 'top', title: '', level: 1, body: [] };
  const push = (): void => { if (cur.title || cur.body.some((l) => l.trim())) out.push(cur); };
  for (const line of text.split(/\r?\n/)) {
    const h = HEADING.exec(line);
    const b = h ? null : BOLD_RULE.exec(line);
    if (h) {
      push();
      const title = h[2]!.trim();
      cur = { id: NUMBER.exec(title)?.[1] ?? slug(title), title, level: h[1]!.length, body: [] };
    } else if (b) {
      push();
      cur = { id: b[1]!, title: `${b[1]}${b[2] ?? ''}`.trim(), level: 4, body: b[3] ? [b[3]] : [] };
    } else {
      cur.body.push(line);
    }
  }
  push();
  return out;
}

/** The file's text: the unit test compares it with the committed rules.en.json. */
export function serializeRulebook(book: PlayerRulebook): string {
  return `${JSON.stringify(book, null, 1)}\n`;
}

/** One section of the players' rulebook: a rule number ('5.21') or a slug, its heading, its text. */
export interface PlayerSection {
  id: string;
  title: string;
  level: number;
  /**
   * Markdown lines. A line `> reading: …` is a "How this app reads it" note; `> editions: …` a
   * note where the Greek and Spanish rulebooks differ in a way that changes play.
   */
  body: string[];
}
/** A term: its definition (3.2), or only the rule where it is ruled (the other terms of Appendix D). */
export interface GlossaryEntry { term: string; body: string[]; rule: string }
export interface IndexEntry { topic: string; rules: string }
/** A term in the three languages of Appendix D (for the Spanish and Greek rulebooks to come). */
export interface TermNames { en: string; es: string; el: string }
export interface PlayerRulebook {
  locale: string;
  sections: PlayerSection[];
  glossary: GlossaryEntry[];
  index: IndexEntry[];
  terms: TermNames[];
}

/** Where the developers' text would read oddly to a player: exact line → replacement (null drops it). */
const LINE_EDITS: ReadonlyArray<readonly [string, string | null]> = [
  ['"Dominant Faction" and "Opposition Faction" are always written in full. ("DF" means the Demagogues only.) The Greek text glosses Dominant Faction as *Controlling Faction*, which is the same thing.',
    '"Dominant Faction" and "Opposition Faction" are always written in full. ("DF" means the Demagogues only.) The Dominant Faction is also called the *Controlling Faction*.'],
  ['- Solitaire and games with fewer than 4 players use rules in Playbook 15.0, which is not in the sources. `[Gap G14]`',
    '- Solitaire and games with fewer than 4 players use the Playbook\'s rules (15.0). In this app, bots play the Factions no person takes.'],
  ['- Spec: a build step whose required piece is not in the Side\'s pool builds as many as are available and no more. `[Interp Q1]`',
    '- `[Interp Q1]`'],
  ['Images of the example cards and of the legend icons are missing. `[Gap G7]` The following card model can be drawn from the text. Most detail comes from the ES numbered callouts. `[Disc D17]`', null],
  ['- Card texts are not in the sources. `[Gap G11]`', null],
  ['**Legend icons** (meanings only; glyphs missing):', '**Legend icons**'],
  ['- Modified value = card value + **the card\'s bonus**: the seeds say each card has *a* bonus ("cada carta tiene una bonificación"). Where a (reconstructed) card prints several bonus entries that apply at once, **only the best single entry counts**, value and Strategos together (the cards\' design notes in the project say the same).',
    '- Modified value = card value + **the card\'s bonus**: each card has *a* bonus. Where a card prints several bonus entries that apply at once, **only the best single entry counts**, value and Strategos together.'],
  ['- Position model (implementation):', null],
  ['  - Let the issue\'s position be *p* ∈ {−7 … +7}, with 0 = box 0 and the sign giving the half.', null],
  ['  - The winner moves *p* toward its sign by *d* = |v₁ − v₂|.', null],
  ['  - Movement stops at ±7 (box "7+").', '- Movement stops at box 7 ("7+") of the winner\'s half.'],
  ['- `[Interp Q9]` (revised) The zero-floor guard is written **only for Oration**, and only there does it apply. Ostracism: the winner gains the full **3** and its Compatriot loses 3, stopping at 0. Favor: +1 / −1 the same way. `[Test]` Aristocrats win Ostracism with Honor 10, Demagogues 1 → Aristocrats 13, Demagogues 0.',
    '- `[Interp Q9]` `[Test]` Aristocrats win Ostracism with Honor 10, Demagogues 1 → Aristocrats 13, Demagogues 0.'],
  ['**Map link summary** (table printed under 9.32; icons missing `[Gap G3]`). Rows are reconstructed from the text, and the link names are descriptive labels chosen here:',
    '**Map link summary**'],
  ['| Row | Link (icon missing) | Land unit may exit if… | Naval unit may exit if… |', '| Row | Link | Land unit may exit if… | Naval unit may exit if… |'],
  ['- The link type of each actual connection on the map is **not** in the text. `[Gap G1]`', null],
  ['- Hints in the text:', '- Examples:'],
  ['  - Athens has 3 of the 4 basic types.', null],
  ['- No Strategos cost is stated.', '- Building them costs no Strategos.'],
  ['The Military Value Table itself (columns: Land unit [land Battles only] · Naval unit [naval Battles only] · Each base · Strategos [includes State Ship and the 300] · Friendly Treachery · Battle-deck card = card value) has its numbers missing. `[Gap G4]`', null],
];

/** Sentences or phrases removed wherever they stand. */
const PHRASE_EDITS: ReadonlyArray<readonly [RegExp, string]> = [
  [/ An implementation should process Athens, then Sparta\./, ''],
  [/ An app should enforce them as the default\./, ' This app enforces them.'],
  [/ Their counts \(other than Treachery\) are not given\./, ''],
  [/is defined on the map image/, 'is shown on the map'],
  [/, which points to a base-conditioned link/, ''],
  [/ \(breakdown not given\)/, ''],
  [/\s*\(decided:[^)]*\)/, ''],
  [/\s*\((?:EL|ES)\b[^()]*(?:\([^()]*\)[^()]*)*\)/g, ''],
  [/\bES example\b/, 'Example'],
  [/\(presumed (\*\*1\*\* each)\s*\)/, '($1)'],
  [/\(presumed (\*\*1\*\*) each\)/, '($1 each)'],
  [/^(\s*)- \(EL prints[^)]*\)$/, ''],
  [/^(### 3\.2 Glossary) \(normative definitions\)$/, '$1'],
  [/^(\*\*\d+\.\d+[^*]*?)\.\*\*/, '$1**'],
];

/** The app's spellings (the screens say Boulé), so the rulebook reads like the game. */
const SPELLINGS: ReadonlyArray<readonly [RegExp, string]> = [[/\bBoule\b/g, 'Boulé']];

/**
 * Open questions whose working reading needs other words for a player. Each is keyed by the start
 * of the reading it restates, so a revised reading in RULES.md stops the script until this follows.
 */
const READING_EDITS: Readonly<Record<string, readonly [string, string]>> = {
  Q1: ['Build what is available', 'A build that needs more pieces than the Side has left builds what is available; the rest is lost.'],
  Q3: ['The owning Side picks', 'Each Side picks which of its own units the Plague removes. A Contested Athens suffers both removals (rules 1 and 2).'],
  Q6: ['Refill with what is available', 'If the stock holds fewer Strategos than the Council needs, the Council gets what there is.'],
  Q7: ['Only when the move crosses 0', 'The winner may stop the W/P issue at box 0 only when the move would carry it from the opponent\'s half onto the winner\'s half.'],
  Q8: ['Discard, reshuffled', 'The exposed Entourage cards go to the discard pile and return to the deck at the next 5.21.'],
  Q11: ['Yes.', '"Controlled" here means Friendly-Controlled.'],
  Q12: ['Yes (7.42D)', 'All four side-specific issues leave the game after they are resolved in 7.4, even when their War/Peace condition was not met (7.42D); they cannot be chosen in later Boulé Segments.'],
  Q13: ['Yes. Only side-specific', 'The debate tiles return to the Side\'s available tiles; only side-specific tiles ever leave the game.'],
  Q15: ['The Side\'s stock', 'Strategos spent or committed while resolving an issue go to the Side\'s stock.'],
  Q16: ['No conversion, no Treachery', 'If the attack succeeds but no enemy League base is there, nothing is converted and no Treachery marker is placed.'],
  Q17: ['No effect (except 13.1)', 'A League issue in a Neutral or Enemy-Controlled theater has no effect (Persia excepted, 13.1).'],
  Q18: ['No: build, then muster', 'Building in the home theater comes first and does not replace the muster: build, then muster as the theater\'s status allows.'],
  Q22: ['The winning Side\'s Dominant Faction', 'The opposing Side always chooses the loser\'s casualties (12.4 note): the Commander-in-Chief when its Side won; the winning Side\'s Dominant Faction when the Commander-in-Chief lost.'],
  Q23: ['Revised to the text', 'Bases are destroyed only when all of the losing Side\'s military units in the theater, land and naval alike, were eliminated. An all-land force that loses a naval Battle suffers nothing.'],
  Q24: ['Sum of both Factions', '"5 Honor in total" adds up both Factions\' losses before the 0 floor, plus 5 if the Side lost Hostages.'],
  Q27: ['Yes (Athenian-side base)', 'A Delian League base counts as an Athenian base here.'],
  Q28: ['The Dominant Faction wins', 'If the two Athenian Factions still tie, the Dominant Faction wins.'],
  Q31: ['At the end of the next turn', 'The 5 Strategos are set aside at once and return to the stock at the end of the next turn; if the stock holds fewer, what is there is set aside.'],
  Q32: ['The League discs of that Side', '"All bases already built" means the Side has no League disc left to build and no City-State disc left to convert with.'],
  Q34: ['Yes.', 'The State Ship counts as a committed Strategos when comparing who committed more (9.44).'],
  Q39: ['Side control', 'Controlled by Sparta means controlled by the Spartan Side, Peloponnesian League pieces included.'],
  Q40: ['No: only Athenian', 'Only Athenian (blue) naval units and Spartan (red, the 300 included) land units count for Hostages; League units do not.'],
  Q42: ['Yes (Argos units', 'The Oracle may remove an Argos unit: Argos units are Delian League land units (12.1).'],
  Q43: ['At once, at the W/P step', 'A Peace that ends the game ends it at once, at the War/Peace step; the game is scored by 11.14 in full, and the later political issues are not resolved.'],
  Q2: ['Before', 'The Peace of Callias check and the Persian War penalty come at the start of the End Phase, before the victory checks.'],
  Q4: ['Not stated. Suggest reshuffling', 'If a Side\'s Battle deck runs out during the turn, its discards are shuffled into a new Battle deck.'],
  Q5: ['Mandatory when 9 cards', 'Forming an Entourage is required whenever 9 cards were dealt, so that the hand is 6 cards plus the Leader.'],
  Q9: ['Revised: no', 'Only Oration stops short at 0 Honor on both sides. Ostracism and Favor: the winner gains in full; the loser loses down to 0.'],
  Q10: ['Owner chooses', 'Each Side chooses where its own units go; a unit already in an allowed theater may stay; the 300 moves as a Spartan land unit.'],
  Q14: ['The Faction with more gives', 'The Faction with more markers gives to the one with fewer (usually the Opposition Faction) and chooses which markers to give; Rumors may be among them.'],
  Q19: ['Per resolution', 'The Persian Gold limits count per resolution and per place.'],
  Q20: ['One unit at a time', 'Units move one at a time, each finishing its move before the next starts; the Commander-in-Chief chooses the order.'],
  Q21: ['Yes.', 'A new Battle-deck card is drawn for each Battle, the second Battle included.'],
  Q25: ['Yes (literal reading)', 'On the scenario\'s last turn the game ends after victory determination; upkeep, redeployment and the Will of the Assembly are skipped.'],
  Q26: ['11.11 → 11.12 → 11.13', 'The automatic victories are checked in the order 11.11, 11.12, 11.13; the first that applies ends the game.'],
  Q29: ['Not stated. Suggest **no**', 'Persian bases do not count toward Sparta\'s upkeep or its end-of-game bonus: they are not on the map\'s theaters.'],
  Q30: ['Not stated. Suggest removal', 'Surplus units in a theater without a base that have nowhere allowed to go return to the Side\'s pool.'],
  Q33: ['Treated as an additional League option', 'Building Argos units is one more League issue option, with no cost.'],
  Q35: ['+1 move when Sparta is CinC', 'When a Spartan Faction is Commander-in-Chief, the 300 gives one extra move; it adds 1 (as a Strategos) to any Battle in its theater.'],
  Q36: ['Text says "Sparta has a base"', 'Any Spartan-side base in Ionia (Spartan or Peloponnesian League) opens Persia, and Persia stays open afterwards.'],
  Q37: ['As the 8.52 "build a base" option', 'Building a Persian base costs like the 8.52 "build a base" option: 4 Strategos, and gains 2 Honor.'],
  Q38: ['Literal: lose 1 only if both are missing', 'The Athenian Dominant Faction loses 1 Honor only when the Eastern Mediterranean is neither Athenian-Controlled nor holds an Athenian naval unit.'],
  Q41: ['Assumed yes', 'The 32 Political cards of a Side include its two Faction Leader cards.'],
};

/** Where the two rulebooks differ in a way that changes play: the note shown at that rule. */
const EDITIONS: Readonly<Record<string, string>> = {
  D1: 'The Greek rulebook lists 4 Spartan naval units (rods), the Spanish one 3. This app uses 4.',
  D6: 'The Spanish rulebook reads "Dominant Faction **or** aligned"; the Greek rulebook, the glossary and the card legend say **and**, which this app follows.',
  D8: 'The Greek rulebook counts every friendly base; the Spanish one only friendly City-State bases, which this app follows.',
  D14: 'The Greek rulebook applies the cap of 15 to a theater with at least one unit, the Spanish one to a theater with at least one base. This app applies it to every theater.',
};


/** Splits the developers' text into its level-2 parts ("## 5.0 …", "## Appendix B …"). */
function parts(md: string): { title: string; lines: string[] }[] {
  const out: { title: string; lines: string[] }[] = [];
  for (const line of md.split(/\r?\n/)) {
    const h = /^## (.*)$/.exec(line);
    if (h) out.push({ title: h[1]!.trim(), lines: [line] });
    else if (out.length) out[out.length - 1]!.lines.push(line);
  }
  return out;
}

function tableRows(lines: readonly string[]): string[][] {
  return lines
    .filter((l) => l.trim().startsWith('|') && !/^\|[\s|:-]+\|$/.test(l.trim()))
    .map((l) => l.trim().replace(/^\||\|$/g, '').split('|').map((c) => c.trim()));
}

/** The open questions (Appendix B.1): id → "question — working reading", as a player reads it. */
function readings(b1: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const [id, , question, reading] of tableRows(b1).slice(1)) {
    if (!id || !question || !reading) continue;
    const answer = reading
      .replace(/^Revised(?: to the text)?: /, '')
      .replace(/^Not stated\. Suggest /, 'Not stated in the rulebook; this app: ')
      .replace(/\bSuggest /g, 'This app: ')
      .replace(/ Not stated\.$/, ' (Not stated in the rulebook.)')
      .replace(/ Both uncertain\.$/, '');
    const edit = READING_EDITS[id];
    if (edit && !reading.startsWith(edit[0])) throw new Error(`player-rules: the working reading of ${id} changed; update its note`);
    out.set(id, edit ? edit[1] : `${question} ${answer.charAt(0).toUpperCase()}${answer.slice(1)}`);
  }
  return out;
}

/** One line of the rules with its tags turned into player text; notes to place after it. */
function cleanLine(line: string, notes: Map<string, string>, missing: Set<string>): { line: string | null; after: string[] } {
  const after: string[] = [];
  const interp = /`\[Interp (Q\d+)b?\]`/.exec(line);
  if (interp) {
    const q = interp[1]!;
    const note = notes.get(q);
    if (!note) missing.add(q);
    else after.push(`> reading: ${note}`);
    const before = line.slice(0, interp.index);
    let rest = line.slice(interp.index + interp[0].length);
    if (/^\s*(?:[-*]\s+|\d+\.\s+)?$/.test(before)) {
      // The line is the interpretation itself: the note replaces it, except an example it carries.
      const example = /`\[Test\]`(.*)$/.exec(rest);
      line = example ? `${before}\`[Test]\`${example[1]}` : '';
    } else {
      // A rule followed by its reading: keep the rule; a remark in brackets after the tag goes.
      rest = rest.replace(/^\s*\([^)]*\)/, '');
      line = /^\s*[;.,]/.test(rest) || !rest.trim() ? before.trimEnd() + rest : before.trimEnd();
    }
  }
  for (const m of line.matchAll(/`\[Disc (D\d+)[^\]`]*\]`/g)) {
    const note = EDITIONS[m[1]!];
    if (note) after.push(`> editions: ${note}`);
  }
  line = line
    .replace(/`\[Test\]`\s*(?:\((?:from the source|derived)\)\s*)?/g, '*Example:* ')
    .replace(/`\[Note\]`\s*/g, '*Note:* ')
    .replace(/\s*`\[(?:Gap|Disc)[^\]`]*\]`/g, '');
  for (const [re, to] of PHRASE_EDITS) line = line.replace(re, to);
  for (const [re, to] of SPELLINGS) line = line.replace(re, to);
  line = line.replace(/\*Example:\* $/, '*Example:*').replace(/ +([;,.:])/g, '$1').replace(/[,;]\)/g, ')').replace(/\s+$/, '');
  if (/^\s*(?:[-*]|\d+\.)\s*$/.test(line)) return { line: null, after };
  return { line, after };
}

/** Builds the players' rulebook from the developers' rules text. Throws where the two no longer fit. */
export function playerRulebook(md: string): PlayerRulebook {
  const all = parts(md);
  const part = (re: RegExp) => all.find((p) => re.test(p.title));
  const b1Start = part(/^Appendix B/)?.lines.findIndex((l) => /^### B\.1/.test(l)) ?? -1;
  const notes = readings(b1Start >= 0 ? part(/^Appendix B/)!.lines.slice(b1Start) : []);
  const kept = all.filter((p) => /^\d+\.0 /.test(p.title) || /^About this document/.test(p.title) || /^Appendix A/.test(p.title));

  const used = new Set<string>();
  const missing = new Set<string>();
  const out: string[] = [];
  const pending: string[] = [];
  for (const p of kept) {
    let lines = p.lines;
    if (/^About/.test(p.title)) {
      // Only the reading aids stay (key words, abbreviations); the sources and tags are for developers.
      const from = lines.findIndex((l) => l.startsWith('**Key words.**'));
      lines = ['## Reading these rules', '', ...lines.slice(from)];
    }
    for (const raw of lines) {
      const edit = LINE_EDITS.find(([from]) => from === raw);
      let line: string | null = raw;
      if (edit) { used.add(edit[0]); line = edit[1]; }
      if (line === null) continue;
      const c = cleanLine(line, notes, missing);
      // A note never splits a table: it waits for the table's end.
      const inTable = c.line !== null && c.line.trim().startsWith('|');
      if (!inTable) { for (const n of pending) if (!sameSection(out, n)) out.push(n); pending.length = 0; }
      if (c.line !== null) out.push(c.line);
      for (const n of c.after) if (!sameSection(out, n) && !pending.includes(n)) (inTable ? pending : out).push(n);
    }
  }
  const stale = LINE_EDITS.filter(([from]) => !used.has(from)).map(([from]) => from.slice(0, 60));
  if (stale.length) throw new Error(`player-rules: these edits no longer match RULES.md: ${stale.join(' | ')}`);
  if (missing.size) throw new Error(`player-rules: no working reading in Appendix B.1 for ${[...missing].join(', ')}`);

  const sections = parseRules(tidyTables(out).join('\n')).map((s) => ({ ...s, body: trimBlank(s.body) }));
  const glossarySection = sections.find((s) => s.id === '3.2');
  const names = terms(part(/^Appendix D/)?.lines ?? []);
  const finder = index(part(/^Index/)?.lines ?? []);
  return {
    locale: 'en',
    sections,
    glossary: glossary(glossarySection?.body ?? [], names, sections, finder),
    index: finder,
    terms: names,
  };
}

/** A note is placed once per section (a question tagged twice in one rule gets one note). */
function sameSection(out: readonly string[], note: string): boolean {
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] === note) return true;
    if (/^#{1,4} |^\*\*\d+\.\d+/.test(out[i]!)) return false;
  }
  return false;
}

/** The Honor Summary's table prints the Greek and the Spanish letters: the rulebook's own letter stays. */
function tidyTables(lines: string[]): string[] {
  let dropFirst = false;
  return lines.map((l) => {
    const t = l.trim();
    if (!t.startsWith('|')) { dropFirst = false; return l; }
    if (/^\| EL \| ES \|/.test(t)) { dropFirst = true; return t.replace(/^\| EL \| ES \|/, '| |'); }
    if (dropFirst) return t.replace(/^\|[^|]*\|/, '|');
    return l;
  });
}

function trimBlank(lines: string[]): string[] {
  const body = lines.filter((l, i) => !(/^-{3,}$/.test(l.trim())) && !(l.trim() === '' && (lines[i - 1] ?? '').trim() === ''));
  while (body.length && !body[0]!.trim()) body.shift();
  while (body.length && !body[body.length - 1]!.trim()) body.pop();
  return body;
}

const base = (term: string): string => term.replace(/\s*\([^)]*\)/g, '').trim().toLowerCase();

/**
 * The glossary: the definitions of 3.2 ("- **Term** — definition" and the lines that continue it),
 * and each other term of Appendix D's glossary with the rule that governs it (the first rule whose
 * heading names it, else the first that sets it in bold), in alphabetical order.
 */
function glossary(body: readonly string[], names: readonly TermNames[], sections: readonly PlayerSection[], finder: readonly IndexEntry[]): GlossaryEntry[] {
  const defined = definitions(body);
  // The rule finder's topics first ("Krypteia / Agoge" → 7.45A / 7.45B): the rulebook's own pointers.
  const fromIndex = new Map<string, string[]>();
  for (const e of finder) {
    const topics = e.topic.split(' / ').map(base);
    const rules = e.rules.split(' / ');
    topics.forEach((t, i) => {
      const ids = (rules.length === topics.length ? rules[i]! : e.rules).match(/\d+\.\d+/g);
      if (ids && !fromIndex.has(t)) fromIndex.set(t, ids);
    });
  }
  const known = new Set(defined.map((g) => base(g.term)));
  const numbered = sections.filter((s) => /^\d+\.\d+$/.test(s.id) && s.id !== '3.2');
  const more: GlossaryEntry[] = [];
  for (const { en } of names) {
    const term = en.replace(/ \((?:[A-Z]{2}|Zero)\)$/, '');
    const variants = term.split(' / ').map(base);
    if (variants.some((v) => known.has(v)) || /\//.test(term.replace(/^[^/]*\/[^/]*$/, ''))) continue;
    const name = variants[0]!.replace(/^the /, '');
    const heading = (s: PlayerSection) => base(s.title).replace(/^\d+\.\d+\s*/, '').replace(/^the /, '');
    // Of the finder's rules, the one whose heading names the term (State Ship: 12.3, not 3.11).
    const listed = fromIndex.get(name) ?? fromIndex.get(`${name}s`);
    const rule = (listed && (listed.find((id) => numbered.some((s) => s.id === id && heading(s).includes(name))) ?? listed[0]))
      ?? numbered.find((s) => [name, `${name}s`].includes(heading(s)))?.id
      ?? (name.includes(' ') ? numbered.find((s) => heading(s).startsWith(name)) ?? numbered.find((s) => s.body.some((l) => l.toLowerCase().includes(`**${name}**`))) : undefined)?.id;
    if (rule) more.push({ term, body: [], rule });
  }
  return [...defined, ...more].sort((a, b) => a.term.localeCompare(b.term, 'en'));
}

function definitions(body: readonly string[]): GlossaryEntry[] {
  const out: GlossaryEntry[] = [];
  for (const line of body) {
    const m = /^- \*\*([^*]+)\*\*(.*?)(?:\s+—\s+(.*))?$/.exec(line);
    if (m) {
      const rest = `${m[2] ?? ''}`.trim();
      out.push({ term: `${m[1]!.trim()} ${rest}`.replace(/:$/, '').trim(), body: m[3] ? [m[3]] : [], rule: '3.2' });
    } else if (out.length && line.trim()) {
      out[out.length - 1]!.body.push(line.replace(/^ {2}/, ''));
    }
  }
  return out;
}

/** The rule finder: topic → rule numbers, without the Playbook's chapters (not part of the app). */
function index(lines: readonly string[]): IndexEntry[] {
  return tableRows(lines).slice(1)
    .filter(([topic]) => topic && !/Playbook/.test(topic))
    .map(([topic, rules]) => ({
      topic: topic!.replace(/\bBoule\b/g, 'Boulé'),
      rules: (rules ?? '').replace(/;\s*personalities 17\.0\s*`\[Gap[^\]]*\]`/, '').replace(/\s*`\[[^\]]*\]`/g, ''),
    }));
}

function terms(lines: readonly string[]): TermNames[] {
  const strip = (s: string) => s.replace(/\s*`\[[^\]]*\]`/g, '').trim();
  return tableRows(lines).slice(1).map(([en, es, el]) => ({ en: strip(en ?? '').replace(/ \(this spec\)/, ''), es: strip(es ?? ''), el: strip(el ?? '') }));
}
