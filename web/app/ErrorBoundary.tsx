import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from './ErrorPanel';

type Props = { children: ReactNode };
type State = { error: unknown };

/** Last line of defence around the whole app, for errors the router's own boundary cannot see. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled error in the app', error, info.componentStack);
  }

  override render() {
    if (this.state.error !== undefined) return <ErrorPanel error={this.state.error} />;
    return this.props.children;
  }
}
