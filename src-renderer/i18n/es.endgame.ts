// Spanish strings for en.endgame.ts (#29). Same keys and {placeholders} as English.
export const esEndgame: Record<string, string> = {
  'end.why.heading': 'Qué lo decidió',
  'end.why.battlesOf': 'Las Batallas del último turno (turno {turn}), que movieron el Honor de arriba:',
  'end.why.noBattle': 'En el último turno (turno {turn}) no se libró ninguna Batalla: ningún Honor por Batalla movió los totales de arriba.',
  'end.why.battleHonor': 'Honor por Batalla (9.5): {changes}.',
  'end.why.change': '{faction} {delta}',
  'end.bots.heading': 'Las decisiones secretas de los bots',
  'end.bots.intro': 'Ahora que nada está oculto, qué decidió cada bot en secreto y por qué.',
  'end.bots.item': 'Turno {turn} · {line}',
  'end.bots.none': 'Los bots no tomaron ninguna decisión secreta en esta partida.',
  'replayUi.botReason': 'Su razonamiento: {reason}',
};
