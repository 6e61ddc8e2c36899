// English strings. Every user-facing string of the renderer lives here (ARCHITECTURE.md "Text").
// Placeholders are `{name}`; `t(key, args)` fills them. Keys are grouped by screen.
export const en = {
  'app.title': 'Pericles: The Peloponnesian Wars',
  'app.connecting': 'Connecting to the game host…',
  'app.connectionLost': 'Lost the connection to the game host.',
  'app.error': 'Error: {message}',
  'app.dismiss': 'Dismiss',
  'app.switchingSeat': 'Switching to {seat}…',

  // Start screen
  'start.heading': 'Pericles',
  'start.subtitle': 'The Peloponnesian Wars',
  'start.newGame': 'New game',
  'start.scenario': 'Scenario',
  'start.turns': 'Turns {first}–{last}',
  'start.victory': 'Victory',
  'start.seats': 'Players',
  'start.seed': 'Seed',
  'start.seedHint': 'Random by default; the same seed and decisions replay the same game.',
  'start.newSeed': 'New random seed',
  'start.begin': 'Start game',
  'start.continue': 'Continue',
  'start.load': 'Load game…',
  'start.laterHint': 'No saved game yet.',
  'start.saveTurn': 'turn {turn}',
  'start.needHuman': 'At least one Faction should be played by a human.',

  // Seat kinds
  'seatKind.human': 'Human',
  'seatKind.bot:random': 'Bot (random)',
  'seatKind.bot:rule': 'Bot (rules)',
  'seatKind.bot:search': 'Bot (search)',

  // Factions and sides
  'faction.aristocrats': 'Aristocrats',
  'faction.demagogues': 'Demagogues',
  'faction.eurypontids': 'Eurypontids',
  'faction.agiads': 'Agiads',
  'side.athens': 'Athens',
  'side.sparta': 'Sparta',
  'spectator': 'Spectator',

  // Phases (4.0)
  'phase.aristophanes': 'Aristophanes Phase',
  'phase.politicalCards': 'Political Cards Phase',
  'phase.boule': 'Boulé Phase',
  'phase.assembly': 'Assembly Phase',
  'phase.political': 'Political Phase',
  'phase.theaterPlacement': 'Theater Placement Phase',
  'phase.theaterResolution': 'Theater Resolution Phase',
  'phase.end': 'End Phase',
  'phase.over': 'Game over',

  // Status line
  'status.turn': 'Turn {turn} of {last}',
  'status.segment': 'Step: {segment}',
  'status.rule': 'Rule {rule}',
  'status.deciding': 'Deciding: {who}',
  'status.nobody': 'nobody',
  'status.viewing': 'Viewing as {seat}',
  'status.gameOver': 'The game is over ({reason}).',

  // Prompt
  'prompt.heading': '{seat}: your decision',
  'prompt.waiting': 'Waiting for {who}…',
  'prompt.answered': 'You have answered; waiting for the others.',
  'prompt.none': 'No decision is open.',
  'prompt.count': '{n} choices',
  'prompt.kind.entourage.form': 'Choose three cards of your hand to form your Entourage (5.23).',
  'prompt.kind.entourage.keep': 'Choose which Entourage cards to keep (5.21).',
  'prompt.kind.generic': 'Choose one of the legal actions.',
  'action.generic': '{type}',
  'action.formEntourage': 'Form Entourage: {cards}',
  'action.keepEntourage': 'Keep: {cards}',
  'action.none': 'nothing',
  'action.pass': 'Pass',

  // Hand-off (hot-seat)
  'handoff.heading': 'Pass the device to {seat}',
  'handoff.body': 'The next decision belongs to {seat}. Other players, look away.',
  'handoff.take': 'I am {seat}: show my view',

  // Panels
  'panel.honor': 'Honor',
  'panel.hand': 'Your hand',
  'panel.handOf': 'Hand ({n} cards)',
  'panel.entourage': 'Entourage',
  'panel.emptyHand': 'No cards.',
  'panel.hiddenHand': 'Hidden',
  'panel.strategos': 'Strategos held',
  'panel.hidden': 'hidden',
  'panel.state': 'State of Greece',
  'panel.war': 'War',
  'panel.peace': 'Peace',
  'panel.warPeace': 'War/Peace',
  'panel.plague': 'Plague',
  'panel.plague.pre': 'Pre-Plague',
  'panel.plague.post': 'Post-Plague',
  'panel.turn': 'Turn',
  'panel.log': 'Log',
  'panel.logEmpty': 'Nothing has happened yet.',
  'panel.dominant': 'Dominant',

  // Cards
  'card.value': 'value {value}',
  'card.leader': 'Leader',
  'card.label': '{id} · {value}',

  // Log messages (engine log keys; see src-shared/rules/log.ts)
  'log.entry': '[{rule}] {text}',
  'log.turn.start': 'Turn {turn} begins.',
  'log.cards.dealt': '{faction} is dealt {cards} cards ({hand} in hand).',
  'log.entourage.formed': '{faction} forms an Entourage.',
  'log.entourage.kept': '{faction} keeps {kept} Entourage cards and discards {discarded}.',
  'log.entourage.discarded': '{faction} discards {cards}.',
  'log.battleDeck.formed': '{side} forms its Battle deck of {cards} cards.',
  'log.honor': '{faction}: {delta} Honor ({why}); now {honor}.',
  'log.game.over': 'The game is over ({reason}).',
} as const;

export type MessageKey = keyof typeof en;
