// A card's full text (#16): its name, what kind of card it is, its value, each half's entries
// (3.13, 6.2) or a Leader's Council award (7.3), an Aristophanes card's instructions (5.11).
// `CardName` is the way any card is named on screen: its name, opening this detail.
import type { ReactNode } from 'react';
import type { Faction } from '../../../../src-shared/games/pericles/client.js';
import { t } from '../../../i18n/index.js';
import { useUi } from '../game/ui.js';
import { factionName } from '../names.js';
import { cardName, cardText } from './text.js';
import { useInspect } from './Popover.js';


/** The detail of one card. `seat`: the viewing Faction (its half is marked). `now`: its value in the open debate. */
export function CardDetail({ id, seat = null, now = null }: { id: string; seat?: Faction | null; now?: string | null }) {
  const c = cardText(id);
  return (
    <div className="card-detail-body">
      <h3 className="card-detail-name">{c.name}</h3>
      <p className="card-detail-kind">{c.kind}</p>
      {now && <p className="card-detail-now">{t('inspect.card.now', { what: now })}</p>}
      {c.halves.map((h) => (
        <section key={h.faction} className={`card-detail-half${h.faction === seat ? ' mine' : ''}`} data-card-half={h.faction}>
          <h4>{t(h.faction === seat ? 'inspect.card.halfYours' : 'inspect.card.half', { faction: factionName(h.faction) })}</h4>
          {h.entries.length ? <ul>{h.entries.map((e, i) => <li key={i}>{e}</li>)}</ul> : <p>{t('inspect.card.noEntries')}</p>}
          {h.rule && <p className="card-detail-rule">{h.rule}</p>}
        </section>
      ))}
      {c.halves.length > 0 && <p className="card-detail-rule">{t('inspect.card.offIssue')}</p>}
      {c.council && <p className="card-detail-council">{c.council}</p>}
      {c.quote && <p className="card-detail-quote">“{c.quote}”</p>}
      {c.effects.length > 0 && (
        <>
          <p>{t('inspect.card.effects')}</p>
          <ol className="card-detail-effects">{c.effects.map((e, i) => <li key={i}>{e}</li>)}</ol>
        </>
      )}
      {c.provenance && <p className="card-detail-provenance">{c.provenance}</p>}
    </div>
  );
}

/** Any card named in running text (log, panels): its name; hover, focus or click shows the card. */
export function CardName({ id, seat = null, children }: { id: string; seat?: Faction | null; children?: ReactNode }) {
  const ui = useUi();
  const inspect = useInspect();
  const a = inspect.anchorProps;
  return (
    <>
      <span
        {...a}
        className={`card-name chip chip-card${ui.hoveredCard === id ? ' chip-hover' : ''}`}
        data-card={id}
        data-chip-card={id}
        role="button"
        tabIndex={0}
        onMouseEnter={() => { a.onMouseEnter(); ui.hoverCard(id); }}
        onMouseLeave={() => { a.onMouseLeave(); ui.hoverCard(null); }}
      >
        {children ?? cardName(id)}
      </span>
      {inspect.render(<CardDetail id={id} seat={seat} />, { 'data-card-detail': id })}
    </>
  );
}
