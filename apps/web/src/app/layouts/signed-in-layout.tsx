import { LIMITS } from '@ingreso/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SuspenseOutlet } from '@/components/suspense-outlet';
import { areaOf } from '@/app/routes/area';
import { SignedInShell } from '@/app/shell/signed-in-shell';
import { PageLoader } from '@/components/page-loader';
import { useSession } from '@/lib/session';

/** Tokens whose applicant area was already entered in this page load: the loading screen shows once per entry. */
const enteredWith = new Set<string>();

/** Seed: the applicant area is entered after a 1-second loading screen; staff go straight in. */
export function SignedInLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const token = session?.token ?? '';
  const applicant = areaOf(session?.scope) === 'applicant';
  const [ready, setReady] = useState(() => !applicant || enteredWith.has(token));

  useEffect(() => {
    if (ready) return undefined;
    const timer = window.setTimeout(() => {
      enteredWith.add(token);
      setReady(true);
    }, LIMITS.applicantLoadingMs);
    return () => window.clearTimeout(timer);
  }, [ready, token]);

  if (!ready) {
    return (
      <main>
        <PageLoader label={t('shell.loadingArea')} fullScreen />
      </main>
    );
  }
  return (
    <SignedInShell>
      <SuspenseOutlet />
    </SignedInShell>
  );
}
