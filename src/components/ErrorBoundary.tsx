/** Catches a screen's render error (or a failed chunk load) so the shell stays usable. Used inside the app only. */
import { Component, type ReactNode } from 'react';
import { Alert, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
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
    return <RenderError error={this.state.error} onRetry={() => this.setState({ error: null })} />;
  }
}

function RenderError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <Alert severity="error" role="alert" action={<Button onClick={onRetry}>{translate('screens.production.retry')}</Button>}>
      {translate('screens.shell.something_went_wrong_please_try')}
      {/* The reason, for whoever reports it (React's own words). */}
      {error.message && (
        <Typography variant="caption" component="p" sx={{ mt: 0.5 }}>
          {error.message}
        </Typography>
      )}
    </Alert>
  );
}
