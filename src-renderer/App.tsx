// The client's top level: connection, start screen, game screen, errors and notices.
import { useCallback, useEffect, useState } from 'react';
import type { Client, ConnectionState } from './client/index.js';
import type { NoticeMessage, ViewMessage } from '../src-shared/protocol/messages.js';
import { positionsInHeldLog, withWholeLog } from '../src-shared/kit/viewLog.js';
import { keepUnchanged } from './client/keepUnchanged.js';
import { getLocale, onLocaleChange, t, useLocale } from './i18n/index.js';
import { applyLaunchLocale } from './i18n/startup.js';
import { GameScreen } from './screens/GameScreen.js';
import { ErrorBoundary } from './screens/ErrorBoundary.js';
import { StartScreen } from './screens/StartScreen.js';
import { ReplayViewer, SavesBrowser } from './saves/index.js';
import { groupTitle } from './saves/groups.js';
import { GAME_UIS, defaultGameUi } from './games/index.js';
import type { ReplaySource, SaveInfo } from '../src-shared/protocol/api.js';
import { readLaunch, type Launch } from './client/launch.js';

export function App({ client }: { client: Client }) {
  const { api } = client;
  const [connection, setConnection] = useState<ConnectionState>(client.initial);
  const [message, setMessage] = useState<ViewMessage | null>(null);
  const [screen, setScreen] = useState<'start' | 'game' | 'saves' | 'replay' | 'explorer'>('start');
  const [replaySource, setReplaySource] = useState<ReplaySource | undefined>(undefined);
  const openReplay = useCallback((source?: ReplaySource) => { setReplaySource(source); setScreen('replay'); }, []);
  const [error, setError] = useState<string | null>(null);
  const [notices, setNotices] = useState<NoticeMessage[]>([]);
  // What to open on: the game `npm run web -- --scenario …` started, else the start screen.
  const [launch, setLaunch] = useState<Launch | null>(null);
  // #18: the whole page re-renders in a newly picked language (memoized parts listen themselves).
  useLocale();
  useEffect(() => {
    let live = true;
    void readLaunch().then((l) => {
      if (!live) return;
      applyLaunchLocale(l); // `--lang`, before the first screen is shown
      setLaunch(l);
      if (l.screen === 'game') setScreen((s) => (s === 'start' ? 'game' : s));
    });
    return () => { live = false; };
  }, []);

  useEffect(() => client.onConnection(setConnection), [client]);
  // The desktop app's native menu speaks the page's language (#18); the browser has none.
  useEffect(() => {
    api.setLocale?.(getLocale());
    return onLocaleChange(() => api.setLocale?.(getLocale()));
  }, [api]);
  useEffect(() => {
    // Views carry only the log entries this client lacks; put the whole log back together.
    let whole: ViewMessage | null = null;
    return api.onView((m) => {
      const next = withWholeLog(whole, m);
      if (!next) {
        void api.sync(); // entries missing: ask for the whole log again
        return;
      }
      // Each part equal to the last view's stays the same object: panels redraw only on change.
      whole = keepUnchanged(whole, next);
      // The panels count positions in the log held, the tail from `logStart` (#31 item 4).
      setMessage(positionsInHeldLog(whole));
    });
  }, [api]);
  useEffect(() => api.onNotice((n) => setNotices((ns) => [...ns.slice(-4), n])), [api]);
  useEffect(() => api.onMenu((cmd) => {
    if (cmd === 'new') setScreen('start');
    else if (cmd === 'open') setScreen('saves');
    else if (cmd === 'showGame') setScreen('game');
  }), [api]);

  // The game being played, by its renderer module (#32); the start screen's words belong to no game yet: the default's.
  const game = (message && GAME_UIS.find((g) => g.owns(message))) ?? defaultGameUi();
  const Explorer = defaultGameUi().Explorer;
  // The window's title names the game open (its module's words), the app's own elsewhere.
  const playing = (screen === 'game' || screen === 'replay') && !!message?.view;
  const title = playing ? game.names.title?.() ?? game.names.game() : t('app.title');
  useEffect(() => { document.title = title; }, [title]);

  const onError = useCallback((m: string) => setError(m), []);
  // #17.1: the lesson being played, if the game was started from Learn to play.
  const [lesson, setLesson] = useState<string | null>(null);
  const onStarted = useCallback(() => {
    setLesson(null);
    setScreen('game');
    void api.sync();
  }, [api]);

  return (
    <div className="app" data-connection={connection}>
      {connection === 'connecting' && <p className="banner" role="status">{t('app.connecting')}</p>}
      {connection === 'closed' && <p className="banner banner-error" role="alert">{t('app.connectionLost')}</p>}
      {error && (
        <div className="banner banner-error" role="alert" data-error>
          {t('app.error', { message: error })}
          <button type="button" onClick={() => setError(null)}>{t('app.dismiss')}</button>
        </div>
      )}
      {notices.map((n, i) => (
        // Worded when shown, not when it came: a notice that waited for this page (a file refused at
        // launch, #31) reads in the language the page starts in, and follows a change of it.
        <p key={i} className={`banner banner-${n.level}`} role="status" data-notice={n.code}>{game.noticeText(n)}</p>
      ))}
      {launch === null ? null : screen === 'saves' ? (
        <SavesBrowser
          api={api} onLoaded={onStarted} onReplay={openReplay} onClose={() => setScreen(message?.view ? 'game' : 'start')} onError={onError}
          currentTitle={message?.view && !lesson ? groupTitle({ name: '', kind: 'save', ok: true, scenario: message.view.scenario, seats: message.view.seats as SaveInfo['seats'], turn: message.view.turn }) : null}
        />
      ) : screen === 'replay' ? (
        <ReplayViewer game={game} api={api} source={replaySource} onClose={() => setScreen(message?.view ? 'game' : 'start')} onError={onError} onTakenOver={onStarted} />
      ) : screen === 'explorer' && Explorer ? (
        <Explorer onClose={() => setScreen('start')} />
      ) : screen === 'game' && message?.view ? (
        <ErrorBoundary onLeave={() => setScreen('start')}>
          <GameScreen
            key={game.id} game={game} api={api} message={message} onError={onError} onMenu={() => setScreen('start')}
            onOpenSaves={() => setScreen('saves')} onReplay={() => openReplay(undefined)}
            lesson={lesson} onLeaveLesson={() => { setLesson(null); setScreen('start'); }}
            offline={connection !== 'open'}
          />
        </ErrorBoundary>
      ) : screen === 'game' ? (
        <p className="banner" role="status">{t('app.connecting')}</p>
      ) : (
        <StartScreen
          api={api} onError={onError} onStarted={onStarted} offerDevSetups={launch.devSetups}
          onLessonStarted={(id) => { setLesson(id); setScreen('game'); void api.sync(); }}
          onBrowseSaves={() => setScreen('saves')} onExplore={Explorer ? () => setScreen('explorer') : undefined}
        />
      )}
    </div>
  );
}
