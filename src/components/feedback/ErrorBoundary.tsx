import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What the user reads instead of the broken part. */
  fallback: (reset: () => void) => ReactNode;
  /** What developers read in the console before the error (default: a part failed). */
  consoleLabel?: string;
  /** Changing this clears the error (e.g. new routes arrived). */
  resetKey?: unknown;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: unknown;
}

/**
 * Keeps a rendering failure in one part (e.g. a route with data the UI did not expect) from
 * blanking the whole widget; the part shows `fallback` until `resetKey` changes or reset is used.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown render error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey
      ? { error: undefined, resetKey: props.resetKey }
      : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Developers find the cause in the console; people see the fallback.
    console.warn(
      this.props.consoleLabel ?? 'Widget part failed to render',
      error,
      info.componentStack,
    );
  }

  override render() {
    if (this.state.error !== undefined) {
      return this.props.fallback(() => this.setState({ error: undefined }));
    }
    return this.props.children;
  }
}
