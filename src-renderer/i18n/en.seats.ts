// English strings for seats changing hands mid-game (#30): the game's "Seats…" dialog, its log
// lines and its refusals. Keys start with 'seats.', or are the log's and the host's own keys.
export const seatsEn = {
  'seats.open': 'Seats…',
  'seats.openHint': 'Hand a Faction to a bot, or take a bot\'s Faction over',
  'seats.title': 'Who plays each Faction',
  'seats.hint': 'Hand a Faction to a bot at a level, or take a bot\'s Faction over. The change is logged and saved; decisions made before it can no longer be taken back.',
  'seats.apply': 'Change seats',
  'seats.close': 'Close',
  'seats.now': 'now: {kind}',
  'seats.midSecret': 'The {faction} have given a secret answer that is not revealed yet: they can change hands once that choice is resolved.',
  'seats.botChoosing': 'The {faction}\'s bot is making a secret choice: a person can take them over once it is revealed.',
  'seats.allBots': 'No Faction is played by a person: you watch the bots play, and can take a Faction back here at any time.',
  'seats.replay': 'Who plays the {faction} changed.',
  'log.seat.handedToBot': 'The {faction} are handed to a bot ({level}).',
  'log.seat.takenOver': 'The {faction} are taken over by a player.',
  'log.ruleTag.seats': 'Seats',
  'log.ruleTagTitle.seats': 'Not a rule of the rulebook: who plays a Faction, changed during the game from its Seats… menu',
  // #30 polish: a replay following a Faction taken over mid-game.
  'replay.followedBot': 'A bot played the {faction} at this point: you see what every player saw.',
  // #30: "Watch as" offers every Faction of a finished game; one a bot played is marked so.
  'replay.watchBot': '{faction} (played by a bot)',
} as const;
