import { Box, Button, Typography } from '@mui/material';
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from 'react';
import { useTranslate } from 'react-admin';

type Loader = () => Promise<{ default: ComponentType }>;

export const PageLoading = () => {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ p: 3 }}>
      <Typography>{translate('app.shell.loading')}</Typography>
    </Box>
  );
};

const PageLoadError = ({ onRetry }: { onRetry: () => void }) => {
  const translate = useTranslate();
  return (
    <Box role="alert" sx={{ p: 3, display: 'flex', alignItems: 'center', gap: 2 }}>
      <Typography color="error">{translate('app.shell.error')}</Typography>
      <Button variant="outlined" onClick={onRetry}>
        {translate('app.shell.retry')}
      </Button>
    </Box>
  );
};

class LoadBoundary extends Component<
  { children: ReactNode; onRetry: () => void },
  { failed: boolean }
> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <PageLoadError
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      />
    );
  }
}

// React.lazy keeps a failed import forever, so Retry builds a new lazy component.
const pages = new WeakMap<Loader, ComponentType>();
const pageOf = (load: Loader) => {
  let page = pages.get(load);
  if (!page) {
    page = lazy(load);
    pages.set(load, page);
  }
  return page;
};

/** A page loaded on demand: "Loading..." meanwhile, "Error!" with Retry when the chunk fails (spec section 2). */
export const LazyPage = ({ load }: { load: Loader }) => {
  const [, setAttempt] = useState(0);
  const Page = pageOf(load);
  return (
    <LoadBoundary
      onRetry={() => {
        pages.delete(load);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </LoadBoundary>
  );
};
