import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** the lab's title, for the message */
  title: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * A lab that fails to load (its chunk cannot be fetched: offline before the app was cached, a
 * deployment replaced mid-session) or throws while rendering says so, instead of "Loading the
 * lab…" forever or a blank page; the shell around it keeps working. Remounted per lab (key).
 */
export class LabBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`the ${this.props.title} lab failed:`, error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return (
      <div className="error-box lab-failed" role="alert" data-testid="lab.failed">
        <p>
          <strong>The {this.props.title} lab could not be shown.</strong> {error.message}
        </p>
        <p>
          If you are offline, open the app once while online so that it is kept for offline use.{' '}
          <button type="button" onClick={() => window.location.reload()}>
            Reload
          </button>
        </p>
      </div>
    );
  }
}
