// Perikles' lessons (#33), English: the Learn section's entries and each step's words, in the
// rulebook's words and headings ("Phase 4 Hold Elections") and the glossary's terms
// (rulebook/glossary.ts). Keys: perikles.learn.<lesson>.title / .summary / .<step> / .<step>.mistake.
export const lessonsEn = {
  'perikles.learn.heading': 'Learn to play Perikles',
  'perikles.learn.intro': '{n, plural, one {# short lesson} other {# short lessons}}, each on a real position of a 4-player game: you take one colour, bots play the others, and the lesson points at the board and the panels as you go.',
  'perikles.learn.waiting': 'The other players are deciding; the lesson goes on when it is your turn.',
  'perikles.learn.rules': 'Rules:',

  // 1. Phase 2 Take Influence Tiles.
  'perikles.learn.perikles-influence.title': 'Influence tiles and the cities',
  'perikles.learn.perikles-influence.summary': 'Phase 2 Take Influence Tiles: the display, pottery shards, Influence cubes and the Candidate and Assassin symbols.',
  'perikles.learn.perikles-influence.display': 'Phase 2 Take Influence Tiles. The ten Influence tiles on display are outlined on the board. Each shows a city\'s colour and one or two pottery shards; the brown tiles are \'Any City\'. Some also carry a Candidate symbol or an Assassin symbol.',
  'perikles.learn.perikles-influence.shards': '"He immediately places a number of Influence cubes equal to the number of pottery shards on the tile in the city of the same colour as the tile." Your Influence cubes in each city are counted in the cities panel: whoever has the most cubes in a city is strongest in its election.',
  'perikles.learn.perikles-influence.take': 'Your turn: select one Influence tile from the prompt. A player cannot choose to pass, and cannot select a tile of a colour he has already taken this turn (unless no other is left).',
  'perikles.learn.perikles-influence.take.mistake': 'That plays your Special tile instead of taking an Influence tile. The lesson is about the tiles: take one first (you can still play the Special tile later).',
  'perikles.learn.perikles-influence.anyCity': 'An \'Any City\' tile: choose the city your Influence cube goes to.',
  'perikles.learn.perikles-influence.candidate': 'A tile with the Candidate symbol: you immediately propose one candidate in any city (Phase 3 Propose Candidates explains the candidate spaces).',
  'perikles.learn.perikles-influence.assassin': 'A tile with the Assassin symbol: you immediately remove one cube of any colour from any city; it goes back to its owner.',
  'perikles.learn.perikles-influence.placed': 'You took a tile of {city} with {shards, plural, one {# pottery shard} other {# pottery shards}}: {shards, plural, one {one Influence cube is} other {# Influence cubes are}} now in {city}\'s temple. The tile stays in front of you: in Phase 5 Commit military forces it lets you send Military counters.',
  'perikles.learn.perikles-influence.placed.any': 'You took an ‘Any City’ tile: its Influence cube went to the city you chose. The tile stays in front of you: in Phase 5 Commit military forces it lets you send Military counters.',
  'perikles.learn.perikles-influence.done': 'Play continues clockwise until each player has taken his tiles (five each with four players, four each with five). Next comes Phase 3 Propose Candidates.',

  // 2. Phase 3 Propose Candidates, Phase 4 Hold Elections.
  'perikles.learn.perikles-elections.title': 'Candidates and elections',
  'perikles.learn.perikles-elections.summary': 'Phase 3 Propose Candidates and Phase 4 Hold Elections: the α and β candidate spaces, who wins, and what it costs.',
  'perikles.learn.perikles-elections.spaces': 'Phase 3 Propose Candidates. Each city has two candidate spaces, α and β. In turn, clockwise from the first player, each player moves one Influence cube from a city\'s temple up to a vacant candidate space: the first cube goes to α, the second to β.',
  'perikles.learn.perikles-elections.count': 'A player may propose a cube of his own or another player\'s. Look at the cities panel: a candidate is strong where his owner has many cubes in the temple.',
  'perikles.learn.perikles-elections.propose': 'Your turn: propose a candidate from the prompt. Choose one of your own cubes, in a city where you have at least as many cubes as the player who may oppose you.',
  'perikles.learn.perikles-elections.propose.mistake': 'That proposes another player\'s cube. It can be clever (a weak rival against your own candidate), but here the lesson wants you to stand yourself: choose one of your own cubes.',
  'perikles.learn.perikles-elections.held': 'Phase 4 Hold Elections. The candidate with the most Influence cubes in the city becomes its leader; if there is a tie the player in the α space wins. Both candidate cubes return to their owners, and the winner also removes as many of his cubes as his opponent holds there.',
  'perikles.learn.perikles-elections.leaders': 'The results: {results}. You are leader of {mine, plural, =0 {no city: you take control of the Persian forces} one {# city: you command its Military counters} other {# cities: you command their Military counters}}.',

  // 3. Phase 5 Commit military forces, Phase 6 Resolve Battles.
  'perikles.learn.perikles-battle.title': 'A battle',
  'perikles.learn.perikles-battle.summary': 'Phase 5 Commit military forces and Phase 6 Resolve Battles: sending counters, hoplites and triremes, the Combat Results Table.',
  'perikles.learn.perikles-battle.locations': 'Phase 5 Commit military forces. The seven Location tiles are outlined on the board; the colour of each shows which city controls it. You take the Military counters of each city you are leader of.',
  'perikles.learn.perikles-battle.forces': 'Each Influence tile you took lets you send between zero and two Military counters, face down, to attack or defend Locations; 2-shard tiles are used first. You can never attack a Location of a city you lead, and defending another leader\'s Location needs his permission.',
  'perikles.learn.perikles-battle.send': 'Your turn: send a counter from the prompt — a hoplite or a trireme, to attack a Location, or to defend a Location of a city you lead.',
  'perikles.learn.perikles-battle.send.mistake': 'That would end your turn with this tile without sending a counter here (or ask another leader\'s permission, which he may refuse). The lesson wants a battle: send a counter to attack, or to defend a Location of your own city.',
  'perikles.learn.perikles-battle.special': 'Before a round of combat each player with an unplayed Special tile may play it. Play yours if it helps here, or pass.',
  'perikles.learn.perikles-battle.rounds': 'Phase 6 Resolve Battles, top tile to bottom. A battle has up to two rounds, hoplites and triremes in the order the Location tile shows. Each side reveals its counters and adds up its strength; the Combat Results Table gives each the number to make or exceed on two dice. The winner of the first round starts the second with a Battle token; the winner of the second round wins the battle.',
  'perikles.learn.perikles-battle.result': 'The battle for {location} is over: {outcome} The winner of the battle takes the Location tile and its victory points; if the defending side lost, the city suffers a defeat (a Defeat counter on its highest victory point square).',
  'perikles.learn.perikles-battle.outcome.attack': '{winner} attacked and won.',
  'perikles.learn.perikles-battle.outcome.defend': '{winner} defended it and kept it.',
  'perikles.learn.perikles-battle.outcome.aside': 'nobody won it, and it is set aside.',

  // The advisor (src-shared/games/perikles/advisor.ts): why the rule bot would choose it, one line.
  'engine.perikles.advice.take': 'the tile puts {shards, plural, one {# Influence cube} other {# Influence cubes}} in {city}, where they count most in its election',
  'engine.perikles.advice.takeAny': 'an ‘Any City’ tile puts its Influence cube wherever it counts most',
  'engine.perikles.advice.place': 'one more Influence cube counts most in the election of {city}',
  'engine.perikles.advice.proposeOwn': 'your own candidate in {city}, where your Influence cubes can win the election',
  'engine.perikles.advice.proposeOther': 'a cube of {seat} in {city}: a weak candidate against yours, or where you cannot stand',
  'engine.perikles.advice.assassin': 'removing a cube of {seat} in {city} weakens a rival where it matters',
  'engine.perikles.advice.keepSpecial': 'keep your Special tile for a better moment',
  'engine.perikles.advice.special': '{tile} is worth most now',
  'engine.perikles.advice.alkibiades': 'Alkibiades moves the cubes to where they count most',
  'engine.perikles.advice.firstMe': 'starting the commit phase yourself lets you send your counters first',
  'engine.perikles.advice.firstOther': '{seat} starts the commit phase',
  'engine.perikles.advice.recover': 'a {kind} is the counter this city has most use for',
  'engine.perikles.advice.done': "no counter sent now would change a battle's odds enough",
  'engine.perikles.advice.spendCube': 'one Influence cube in {city} buys up to two more counters',
  'engine.perikles.advice.attack': 'a {kind} attacking {loc} gives the best chance at its {vp, plural, one {# victory point} other {# victory points}}',
  'engine.perikles.advice.defend': 'a {kind} defending {loc} best keeps its {vp, plural, one {# victory point} other {# victory points}}',
  'engine.perikles.advice.permit': "the counter helps defend your city's Location",
  'engine.perikles.advice.refuse': "your city's Location is better kept for your own forces",
  'engine.perikles.advice.other': 'the rule bot scores this option highest',
};
