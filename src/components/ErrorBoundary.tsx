/** Catches a screen's render error (or a failed chunk load) so the shell stays usable. */
import { Component, type ReactNode } from 'react';
import { Alert, Button } from '@mui/material';

interface Props {
  children: ReactNode;
  /** A change of this key (e.g. the path) clears the error. */
  resetKey?: unknown;
}

export class ErrorBoundary extends Component<Props, { error: Error | null; key: unknown }> {
  state = { error: null as Error | null, key: this.props.resetKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: Error | null; key: unknown }) {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  render() {
    if (!this.state.error) return this.props.children;
    const chunk = /Loading chunk|dynamically imported module|ChunkLoadError/i.test(String(this.state.error?.message));
    return (
      <Alert severity="error" action={<Button onClick={() => (chunk ? window.location.reload() : this.setState({ error: null }))}>Retry</Button>}>
        {chunk ? 'Loading chunk failed. Check your connection and retry.' : this.state.error.message || 'Something went wrong.'}
      </Alert>
    );
  }
}
