/** Catches a screen's render error (or a failed chunk load) so the shell stays usable. */
import { Component, type ReactNode } from 'react';
import { Alert, Button } from '@mui/material';
import { ChunkError } from './ChunkError';
import { isChunkLoadError } from './lazyChunk';

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
    if (isChunkLoadError(this.state.error)) return <ChunkError />;
    return (
      <Alert severity="error" action={<Button onClick={() => this.setState({ error: null })}>Retry</Button>}>
        {this.state.error.message || 'Something went wrong.'}
      </Alert>
    );
  }
}
