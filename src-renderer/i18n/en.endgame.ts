// English strings for the end of a game (#29): what decided it, and the bots' secret decisions
// shown once nothing is hidden any more (the log promises them: bot.reasonWithheld).
export const endgameEn = {
  'end.why.heading': 'What decided it',
  'end.why.battlesOf': 'The Battles of the last turn (turn {turn}), which moved the Honor above:',
  'end.why.noBattle': 'No Battle was fought in the last turn (turn {turn}): no Battle Honor moved the totals above.',
  'end.why.battleHonor': 'Battle Honor (9.5): {changes}.',
  'end.why.change': '{faction} {delta}',
  'end.bots.heading': 'The bots\' secret decisions',
  'end.bots.intro': 'Now that nothing is hidden, what each bot decided in secret, and why.',
  'end.bots.item': 'Turn {turn} · {line}',
  'end.bots.none': 'The bots took no secret decision in this game.',
  'replayUi.botReason': 'Its reasoning: {reason}',
} as const;
