// Panels that redraw only when what they show changed (#16 speed). Each names the fields of the
// view it reads, and its props are typed to those fields alone, so it cannot read another one
// and go stale. The client keeps every unchanged part of a new view as the same object
// (client/keepUnchanged.ts): a field changed when its reference did.
import { memo, type ComponentType, type ReactElement } from 'react';
import type { GameView } from '../../../../src-shared/games/pericles/client.js';
import { useLocale } from '../../../i18n/index.js';

/** `Panel`, memoized on `fields` of its `view` and on its other props; it hears a change of language itself. */
export function viewPanel<K extends keyof GameView, P extends { view: Pick<GameView, K> }>(
  fields: readonly K[],
  Panel: (props: P) => ReactElement | null,
): ComponentType<P> {
  function Listening(props: P): ReactElement | null {
    useLocale();
    return Panel(props);
  }
  Listening.displayName = Panel.name;
  return memo(Listening, sameViewFields<K, P>(fields));
}

/** Whether two props draw the same: the same other props, and the same objects in `fields` of the view. */
export function sameViewFields<K extends keyof GameView, P extends { view: Pick<GameView, K> }>(fields: readonly K[]): (a: P, b: P) => boolean {
  return (a, b) => {
    const keys = Object.keys(b) as (keyof P)[];
    if (keys.length !== Object.keys(a).length) return false;
    for (const key of keys) if (key !== 'view' && a[key] !== b[key]) return false;
    return fields.every((f) => a.view[f] === b.view[f]);
  };
}
