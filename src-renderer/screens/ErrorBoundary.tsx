// A drawing error in the game screen must never leave a blank window (#13): the game itself lives
// in the host and is untouched, so the player is offered to draw it again or go to the start.
import { Component, type ReactNode } from 'react';
import { t } from '../i18n/index.js';

interface Props { children: ReactNode; onLeave(): void }
interface State { failed: boolean }

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    // Logged for the developer console only; the message may name internals, so it is not shown.
    console.error('The game screen failed to draw:', error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="screen-error" role="alert" data-screen-error>
        <h2>{t('app.drawFailed.title')}</h2>
        <p>{t('app.drawFailed.body')}</p>
        <button type="button" data-screen-error-retry onClick={() => this.setState({ failed: false })}>{t('app.drawFailed.retry')}</button>
        <button type="button" data-screen-error-leave onClick={() => { this.setState({ failed: false }); this.props.onLeave(); }}>{t('app.drawFailed.leave')}</button>
      </div>
    );
  }
}
