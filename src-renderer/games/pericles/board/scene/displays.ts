// The City-State displays (3.12) and the Honor track: their printed skeleton (static art, in the
// map raster) and what the view puts on them (issue tiles on the Assembly track, Favor, Council
// and stock, Dominant Faction, extras, Faction lines, decks; the Honor markers), one section at a
// time so a change redraws only its section.
import { Container, Graphics, type TextStyleOptions } from 'pixi.js';
import { FACTIONS, FACTIONS_OF, sideOf, type Side, type GameView } from '../../../../../src-shared/games/pericles/client.js';
import {
  BOARD_H, INK, ISSUE_COLOR, PERSIA_COLOR, TRACK,
  WORLD, honorBox, honorMarkerCentres,
} from '../layout.js';
import { SIDE_SHAPE, colorBlindMode, factionColor, inkOn, sideColor } from '../palette.js';
import { factionName, placeName, sideName } from '../../names.js';
import { counter, disc, factionMarker, hexCylinder, meeple, pawn } from '../pieces.js';
import { GOLD, SANS, txt } from './draw.js';
import { getLocale, t as tr } from '../../../../i18n/index.js';

// Canvas words come from t() when drawn (#18): BoardScene.relabel draws them again on a change of language.

/** The sections of a City-State display, each a part of the view of its own. */
export const DISPLAY_SECTIONS = ['status', 'dominant', 'track', 'favor', 'council', 'extras', 'factions', 'decks'] as const;
export type DisplaySection = typeof DISPLAY_SECTIONS[number];

/** Shrinks a text wider than `max` board units (0: any width) to fit its box: labels are longer in Spanish and Greek. */
function fitWidth(t: { width: number; scale: { set(v: number): void } }, max: number): void {
  if (max > 0 && t.width > max) t.scale.set(max / t.width);
}

/** Where box `pos` of the Assembly track (3.12) is: [7+ … 1][0][1 … 7+]. */
function trackBoxX(pos: number): { x: number; w: number } {
  if (pos === 0) return { x: 320, w: 60 };
  if (pos > 0) return { x: 40 + (7 - Math.min(7, pos)) * 40, w: 40 };
  return { x: 380 + (Math.min(7, -pos) - 1) * 40, w: 40 };
}

/** The printed parts of both City-State displays (3.12): emblems, Assembly and Favor tracks, Council boxes. */
export function drawDisplaySkeleton(): Container {
  const c = new Container();
  for (const side of ['athens', 'sparta'] as const) {
    const oy = side === 'athens' ? 0 : BOARD_H / 2;
    const col = sideColor(side);
    const g = new Graphics();
    // Emblem: owl (Athens) or lambda shield (Sparta).
    if (side === 'athens') {
      g.circle(78, oy + 74, 40).fill(0x8e8a7c).stroke({ width: 3, color: INK });
      g.poly([52, oy + 44, 60, oy + 30, 68, oy + 42]).fill(0x8e8a7c).stroke({ width: 2, color: INK });
      g.poly([88, oy + 42, 96, oy + 30, 104, oy + 44]).fill(0x8e8a7c).stroke({ width: 2, color: INK });
      for (const ex of [63, 93]) g.circle(ex, oy + 66, 12).fill(0xf5e9b8).stroke({ width: 2, color: INK }).circle(ex, oy + 66, 5).fill(INK);
      g.poly([74, oy + 78, 82, oy + 78, 78, oy + 90]).fill(0xc99a3a).stroke({ width: 1.5, color: INK });
    } else {
      g.circle(78, oy + 74, 42).fill(0xb08a3a).stroke({ width: 3, color: INK });
      g.circle(78, oy + 74, 34).fill(col).stroke({ width: 2, color: 0x5a3a10 });
      g.moveTo(60, oy + 98).lineTo(78, oy + 50).lineTo(96, oy + 98).stroke({ width: 9, color: 0xf3e4c0 });
    }
    // Assembly track: [7+ … 1][0][1 … 7+] (3.12).
    for (let p = 7; p >= -7; p--) {
      const { x, w } = trackBoxX(p);
      const capture = Math.abs(p) === 7;
      g.rect(x, oy + 200, w, 160).fill(p === 0 ? 0xe3d3a4 : capture ? 0xd7c08a : 0xf7efd8).stroke({ width: 2, color: INK });
    }
    g.rect(40, oy + 200, 620, 160).stroke({ width: 4, color: INK });
    // Favor track: three boxes (7.2).
    for (let i = 0; i < 3; i++) g.rect(40 + i * 206.7, oy + 410, 206.7, 70).fill(i === 1 ? 0xe3d3a4 : 0xf7efd8).stroke({ width: 2, color: INK });
    // Strategoi Council (5.31) and stock.
    g.roundRect(40, oy + 530, 390, 120, 8).fill(0xf7efd8).stroke({ width: 3, color: col });
    g.roundRect(450, oy + 530, 210, 120, 8).fill(0xf7efd8).stroke({ width: 2, color: INK });
    c.addChild(g);
    const title = txt(sideName(side).toLocaleUpperCase(getLocale()), 54, col, { fontWeight: 'bold', letterSpacing: 8 });
    title.position.set(136, oy + 34);
    c.addChild(title);
    const [f1, f2] = FACTIONS_OF[side];
    const lab = (s: string, x: number, y: number, size = 18, anchor = 0, extra: Partial<TextStyleOptions> = {}, maxW = 0): void => {
      const t = txt(s, size, INK, extra);
      fitWidth(t, maxW);
      t.anchor.set(anchor, 0);
      t.position.set(x, y);
      c.addChild(t);
    };
    lab(tr('board.display.track'), 40, oy + 140, 18, 0, { fontStyle: 'italic' });
    lab(`◀ ${factionName(f1)}`, 46, oy + 172, 20, 0, { fontWeight: 'bold' });
    lab(`${factionName(f2)} ▶`, 654, oy + 172, 20, 1, { fontWeight: 'bold' });
    for (let p = 7; p >= -7; p--) {
      const { x, w } = trackBoxX(p);
      lab(Math.abs(p) === 7 ? '7+' : String(Math.abs(p)), x + w / 2, oy + 334, 17, 0.5, { fontFamily: SANS, fontWeight: 'bold' });
    }
    lab(tr('board.display.favor'), 40, oy + 382, 18, 0, { fontStyle: 'italic' });
    lab(factionName(f1), 143, oy + 452, 17, 0.5);
    lab(tr('board.display.neutral'), 350, oy + 452, 17, 0.5);
    lab(factionName(f2), 557, oy + 452, 17, 0.5);
    lab(tr('board.display.council'), 52, oy + 538, 18, 0, { fontWeight: 'bold' }, 366);
    lab(tr('board.display.stock'), 462, oy + 538, 18, 0, { fontWeight: 'bold' }, 188);
  }
  return c;
}

/** The Honor track 0–99 round the board's edge. */
export function drawHonorTrack(): Container {
  const c = new Container();
  const g = new Graphics();
  for (let i = 0; i < 100; i++) {
    const b = honorBox(i);
    g.rect(b.x, b.y, b.w, b.h).fill(i % 10 === 0 ? 0xd9c48e : i % 2 ? 0xf3e8cb : 0xeadcb6).stroke({ width: 1.5, color: 0x6b5233 });
  }
  c.addChild(g);
  for (let i = 0; i < 100; i++) {
    const b = honorBox(i);
    const t = txt(String(i), i % 10 === 0 ? 22 : 18, INK, { fontFamily: SANS, fontWeight: i % 10 === 0 ? 'bold' : 'normal' });
    const top = b.y < 0;
    const bottom = b.y >= BOARD_H;
    t.anchor.set(0.5, 0.5);
    t.position.set(b.x + b.w / 2, top ? b.y + 16 : bottom ? b.y + b.h - 16 : b.y + b.h / 2);
    if (!top && !bottom) t.position.x = b.x < 0 ? b.x + 18 : b.x + b.w - 18;
    c.addChild(t);
  }
  const label = txt(tr('board.display.honor').toLocaleUpperCase(getLocale()), 20, 0xf3e8cb, { fontFamily: SANS, fontWeight: 'bold', letterSpacing: 6 });
  label.anchor.set(0.5);
  label.position.set(WORLD.x + TRACK / 2, BOARD_H / 2);
  label.rotation = -Math.PI / 2;
  c.addChild(label);
  return c;
}

/**
 * One section of a Side's City-State display (they do not overlap, so each is baked on its own
 * box: a change of hand counts redraws one line, not the whole panel). Its Graphics first, then
 * its Text, as when the display was one container.
 */
export function drawDisplaySection(side: Side, section: DisplaySection, view: GameView): Container {
  const c = new Container();
  const oy = side === 'athens' ? 0 : BOARD_H / 2;
  const cs = view.sides[side];
  const col = sideColor(side);
  const g = new Graphics();
  c.addChild(g);
  if (section === 'status') {
    const status = side === 'athens'
      ? tr('board.display.statusAthens', {
        turn: view.turn, last: view.lastTurn, war: tr(view.war === 'war' ? 'panel.war' : 'panel.peace'),
        plague: tr(view.plague === 'pre' ? 'panel.plague.pre' : 'panel.plague.post'),
      })
      : tr('board.display.statusSparta', {
        state: tr(view.persianWar === 'inProgress' ? 'panel.persianWar.inProgress' : 'panel.persianWar.callias'), n: view.persianBases,
      });
    const stT = txt(status, 20, INK, { fontStyle: 'italic' });
    fitWidth(stT, 540);
    stT.position.set(140, oy + 100);
    c.addChild(stT);
  } else if (section === 'dominant') {
    // Dominant Faction marker (round embossed cylinder) by its name.
    const dT = txt(tr('board.display.dominant', { faction: factionName(cs.dominant) }), 17, INK, { fontFamily: SANS, fontWeight: 'bold' });
    dT.anchor.set(1, 0.5);
    dT.position.set(660, oy + 150);
    c.addChild(dT);
    disc(g, 660 - dT.width - 22, oy + 152, 14, col);
    g.circle(660 - dT.width - 22, oy + 149, 6).stroke({ width: 2, color: 0xffffff });
  } else if (section === 'track') {
    // Issue tiles on the track.
    const byBox = new Map<number, typeof cs.track>();
    for (const is of cs.track) {
      const k = Math.max(-7, Math.min(7, is.pos));
      byBox.set(k, [...(byBox.get(k) ?? []), is]);
    }
    for (const [pos, list] of byBox) {
      const { x, w } = trackBoxX(pos);
      const step = list.length > 4 ? 118 / (list.length - 1) : 32;
      list.forEach((is, i) => {
        const ty = oy + 222 + i * step;
        const tw = Math.min(w - 4, 36);
        g.roundRect(x + (w - tw) / 2, ty - 14, tw, 28, 4).fill(ISSUE_COLOR[is.kind]).stroke({ width: is.captured ? 3 : 1.5, color: is.captured ? GOLD : INK });
        const t = txt(tr(`board.abbr.${is.kind}`), 13, 0xffffff, { fontFamily: SANS, fontWeight: 'bold' });
        t.anchor.set(0.5);
        t.position.set(x + w / 2, ty);
        if (t.width > tw - 2) t.scale.set((tw - 2) / t.width);
        c.addChild(t);
      });
    }
  } else if (section === 'favor') {
    // Assembly Favor marker (7.2): +1 first Faction (left), −1 second (right).
    const fx = 40 + (1 - cs.favor) * 206.7 + 103;
    disc(g, fx, oy + 433, 18, col);
    g.circle(fx, oy + 429, 8).stroke({ width: 2, color: 0xffffff });
  } else if (section === 'council') {
    // Strategoi Council tokens, and the stock.
    for (let i = 0; i < Math.min(cs.council, 8); i++) hexCylinder(g, 72 + i * 40, oy + 600, 16, col);
    const cT = txt(cs.council > 8 ? `×${cs.council}` : cs.council === 0 ? tr('board.display.empty') : `${cs.council}`, 22, INK, { fontFamily: SANS, fontWeight: 'bold' });
    cT.anchor.set(1, 0.5);
    cT.position.set(420, oy + 570);
    c.addChild(cT);
    hexCylinder(g, 490, oy + 600, 16, col);
    const sT = txt(cs.withheld ? tr('board.display.withheld', { n: cs.stock, withheld: cs.withheld }) : `${cs.stock}`, 22, INK, { fontFamily: SANS, fontWeight: 'bold' });
    sT.anchor.set(0, 0.5);
    sT.position.set(516, oy + 600);
    c.addChild(sT);
  } else if (section === 'extras') {
    // Left to right, each piece centred over its label; a long label (Greek, Spanish) pushes the next one on.
    let left = 5;
    const extra = (label: string, draw: (x: number, y: number) => void): void => {
      const t = txt(label, 15, INK, { fontFamily: SANS });
      const half = Math.max(55, t.width / 2 + 8);
      const ex = left + half;
      draw(ex, oy + 720);
      t.anchor.set(0.5, 0);
      t.position.set(ex, oy + 752);
      c.addChild(t);
      left = ex + half;
    };
    if (side === 'athens') {
      extra(tr(view.stateShipAvailable ? 'board.display.stateShip' : 'board.display.stateShipUsed'), (x, y) => hexCylinder(g, x, y, 20, PERSIA_COLOR, view.stateShipAvailable ? 'ship' : 'flipped'));
      if (view.alcibiades === 'athens') extra(tr('board.display.alcibiades'), (x, y) => meeple(g, x, y - 4, 42, PERSIA_COLOR));
    }
    if (cs.will) {
      const name = placeName(cs.will.theater);
      extra(tr('board.display.will', { theater: name }), (x, y) => pawn(g, x, y - 4, 40, col));
    }
    if (cs.hostage) extra(tr('board.display.hostage'), (x, y) => { counter(g, x, y, 32, 0xe8e0c8); });
  } else if (section === 'factions') {
    // Factions: hand, Honor.
    FACTIONS_OF[side].forEach((f, i) => {
      const fv = view.factions[f];
      const words = { faction: factionName(f), honor: fv.honor, hand: fv.handCount, entourage: fv.entourageCount };
      const s = fv.strategos !== null ? tr('board.display.factionStrategoi', { ...words, strategoi: fv.strategos }) : tr('board.display.faction', words);
      const t = txt(s, 18, INK, { fontFamily: SANS });
      t.position.set(44, oy + 808 + i * 32);
      c.addChild(t);
      if (!colorBlindMode()) {
        g.circle(30, oy + 820 + i * 32, 9).fill(factionColor(f)).stroke({ width: 1.5, color: INK });
        return;
      }
      // #29: the Faction's letter on its Side's shape, as on its Honor marker.
      factionMarker(g, 26, oy + 820 + i * 32, 12, factionColor(f), SIDE_SHAPE[side], INK, 1.5);
      const mark = txt(tr(`board.letter.${f}`), 12, inkOn(factionColor(f)), { fontFamily: SANS, fontWeight: 'bold' });
      mark.anchor.set(0.5);
      mark.position.set(26, oy + 820 + i * 32);
      c.addChild(mark);
    });
  } else {
    const dk = txt(tr('board.display.decks', { political: cs.politicalDeckCount, battle: cs.battleDeckCount, discard: cs.discard.length }), 16, 0x5a4a30, { fontFamily: SANS, fontStyle: 'italic' });
    dk.position.set(44, oy + 890);
    c.addChild(dk);
  }
  // An empty Graphics still counts in the section's bounds as a point at the board's corner:
  // the Sparta decks line was baked as a 1,000-unit-tall, mostly empty picture (2 million
  // pixels cleared at each bake and drawn every frame, #16 speed).
  if (g.context.instructions.length === 0) g.destroy();
  return c;
}

/** The four Factions' Honor markers on the Honor track (a letter as well as a colour). */
export function drawHonorMarkers(view: GameView): Container[] {
  const out: Container[] = [];
  const at = honorMarkerCentres((f) => view.factions[f].honor);
  for (const f of FACTIONS) {
    const h = view.factions[f].honor;
    const { x: cx, y: cy } = at[f];
    const m = new Container();
    const g = new Graphics();
    m.addChild(g);
    out.push(m);
    // #29: in colour-blind mode Sparta's markers are diamonds, and each letter's ink follows its colour's lightness.
    const safe = colorBlindMode();
    factionMarker(g, cx, cy, 17, factionColor(f), safe ? SIDE_SHAPE[sideOf(f)] : 'circle', h >= 100 ? GOLD : INK, 2.5);
    const dark = f === 'demagogues' || f === 'agiads';
    const letter = tr(`board.letter.${f}`);
    const ink = safe ? inkOn(factionColor(f)) : dark ? 0xffffff : INK;
    const t = txt(h >= 100 ? `${letter}+` : letter, 14, ink, { fontFamily: SANS, fontWeight: 'bold' });
    t.anchor.set(0.5);
    t.position.set(cx, cy);
    m.addChild(t);
  }
  return out;
}
