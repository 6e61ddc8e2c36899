// Perikles' lesson bar (#33): the shell's bar (src-renderer/learn/LessonBar.tsx) with Perikles'
// lessons and their words (i18n/en.lessons.ts), the facts a step quotes read from the player's
// view (the tile taken, the elections' results, the battle's outcome), named by the glossary.
import { useCallback, useMemo } from 'react';
import {
  INFLUENCE_BY_ID, PERIKLES_LESSONS, battleOutcome, electionResults, outcomeSide, periklesLessonById, periklesStepPoint, tileTaken,
  type PeriklesLessonSight, type PeriklesLessonStep, type PeriklesView,
} from '../../../../src-shared/games/perikles/client.js';
import type { Action } from '../../../../src-shared/games/contract.js';
import type { ViewMessage } from '../../../../src-shared/protocol/messages.js';
import { t, useLocale, type MessageKey } from '../../../i18n/index.js';
import { periklesRuleAnchor, periklesRulebook } from '../rulebook/index.js';
import { LessonBar, type LessonGate, type LessonPointing } from '../../../learn/LessonBar.js';
import { term, whoName } from '../words.js';

export type { LessonGate };

/** The facts a step's words quote, from the position shown (never typed into the text). */
export function lessonArgs(s: PeriklesLessonSight | null): Record<string, string | number> {
  if (!s) return {};
  const args: Record<string, string | number> = {};
  const tile = tileTaken(s);
  if (tile) {
    const { colour, shards } = INFLUENCE_BY_ID[tile]!;
    Object.assign(args, { city: term('city', colour), shards });
  }
  const results = electionResults(s);
  if (results.length > 0) {
    args.results = results.map((e) => `${term('city', String(e.city))}: ${e.seat ? term('seat', String(e.seat)) : '—'}`).join(', ');
    args.mine = results.filter((e) => e.seat === s.view.seat).length;
  }
  const outcome = battleOutcome(s);
  if (outcome) {
    const variant = outcomeSide(outcome);
    args.location = term('loc', String(outcome.tile));
    args.outcome = t(`perikles.learn.perikles-battle.outcome.${variant}` as MessageKey, { winner: outcome.winner ? whoName(String(outcome.winner)) : '' });
  }
  return args;
}

/** A step's words in this position. */
export function stepWords(lesson: string, step: string, s: PeriklesLessonSight | null): string {
  // An 'Any City' tile's cube went where the player chose (the log does not say where): its own words.
  const tile = s ? tileTaken(s) : undefined;
  const any = step === 'placed' && tile !== undefined && INFLUENCE_BY_ID[tile]!.colour === 'any';
  return t(`perikles.learn.${lesson}.${step}${any ? '.any' : ''}` as MessageKey, lessonArgs(s));
}

export interface PeriklesLessonBarProps {
  lesson: string;
  message: ViewMessage;
  gate: LessonGate;
  onProceed(action: Action): void;
  onLeave(): void;
  onRetry?(): void;
  /** Opens the rules drawer at a rule (the game screen's). */
  onRule(rule: string): void;
}

/** The rules a lesson teaches, each by its heading in the player's rulebook ("Phase 4 Hold Elections"). */
function ruleHeadings(rules: readonly string[], locale: string): { rule: string; heading: string }[] {
  const book = periklesRulebook(locale);
  return rules.map((rule) => ({ rule, heading: book.sections.find((s) => s.id === periklesRuleAnchor(rule))?.title ?? rule }));
}

export function PeriklesLessonBar({ lesson: id, message, gate, onProceed, onLeave, onRetry, onRule }: PeriklesLessonBarProps) {
  const lesson = periklesLessonById(id);
  const locale = useLocale();
  const rules = useMemo(() => ruleHeadings(lesson?.rules ?? [], locale), [lesson, locale]);
  const sight = useMemo<PeriklesLessonSight | null>(() => message.view
    ? { view: message.view as unknown as PeriklesView, pending: message.pending as PeriklesView['pending'], legalActions: message.legalActions, decisions: message.decisions }
    : null, [message]);
  const say = useCallback((step: string, s: PeriklesLessonSight | null) => stepWords(id, step, s), [id]);
  const mistake = useCallback((step: string, s: PeriklesLessonSight | null) => t(`perikles.learn.${id}.${step}.mistake` as MessageKey, lessonArgs(s)), [id]);
  const point = useCallback((step: PeriklesLessonStep, s: PeriklesLessonSight): LessonPointing => periklesStepPoint(step, s), []);
  if (!lesson) return null;
  return (
    <LessonBar
      lesson={lesson} number={PERIKLES_LESSONS.indexOf(lesson) + 1} title={t(`perikles.learn.${id}.title` as MessageKey)}
      message={message} sight={sight} say={say} mistake={mistake} point={point} waiting={t('perikles.learn.waiting')}
      gate={gate} onProceed={onProceed} onLeave={onLeave} {...(onRetry ? { onRetry } : {})}
      rules={rules} rulesLabel={t('perikles.learn.rules')} onRule={onRule}
    />
  );
}
