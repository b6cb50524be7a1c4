import { Component, type ReactNode } from 'react';
import { RouteAttempt } from '../routes/retryableLazy.ts';

interface RouteErrorBoundaryProps {
  /** What shows instead of the page; `retry` renders the page again. */
  fallback: (retry: () => void) => ReactNode;
  /** Another value (the route's path) forgets the failure: a new page gets its own chance. */
  resetKey: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  failed: boolean;
  resetKey: string;
  attempt: number;
}

/**
 * Catches what a page throws while it loads or renders, above all a lazily loaded page
 * whose chunk did not arrive (offline), so the shell stays and says why instead of a black
 * screen. Retrying mounts the page afresh; pages made with `retryableLazy` import their
 * chunk again.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { failed: false, resetKey: this.props.resetKey, attempt: 0 };

  static getDerivedStateFromError(): Partial<RouteErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: RouteErrorBoundaryState): Partial<RouteErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey, attempt: state.attempt + 1 };
  }

  private readonly retry = () => {
    this.setState((state) => ({ failed: false, attempt: state.attempt + 1 }));
  };

  override render() {
    if (this.state.failed) return this.props.fallback(this.retry);
    // Each attempt mounts the page afresh, and tells retryable pages to import again.
    return (
      <RouteAttempt.Provider key={this.state.attempt} value={this.state.attempt}>
        {this.props.children}
      </RouteAttempt.Provider>
    );
  }
}
