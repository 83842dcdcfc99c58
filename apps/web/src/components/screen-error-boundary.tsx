import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LoadErrorAlert } from './load-error-alert';

interface BoundaryProps {
  children: ReactNode;
  fallback: ReactNode;
  /** When it changes (another address), a failed boundary tries its children again. */
  resetKey: string;
}

class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    // For whoever opens the console on the applicant's phone; the page itself says what to do.
    console.error(error);
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A screen that cannot be shown says so, instead of leaving the page empty. Mostly a screen's
 * code that did not arrive: a connection cut on a phone, or a new version of the portal whose
 * files replaced the ones this page was built with. «Volver a intentar» reloads the page, which
 * also picks up a new version; going to another address tries again too.
 */
export function ScreenErrorBoundary({ children, fullScreen = false }: { children: ReactNode; fullScreen?: boolean }) {
  const { pathname } = useLocation();
  return (
    <Boundary resetKey={pathname} fallback={<ScreenError fullScreen={fullScreen} />}>
      {children}
    </Boundary>
  );
}

function ScreenError({ fullScreen }: { fullScreen: boolean }) {
  const { t } = useTranslation();
  const alert = (
    <LoadErrorAlert message={t('screenError.message')} retryLabel={t('screenError.retry')} onRetry={() => window.location.reload()} />
  );
  // Without the frame (its own code is what failed), the message stands alone on the page.
  return fullScreen ? (
    <main style={{ padding: 'var(--mantine-spacing-xl)', display: 'flex', justifyContent: 'center' }}>{alert}</main>
  ) : (
    alert
  );
}
