import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { isDemo, isLoggedIn } from '../state/session';
import { loginUrl, needsLogin, realOnly } from './access';
import { lazy, Suspense } from 'react';

// Shown on real-account screens only: with the texts beyond the core, loaded when needed.
const DemoBlocked = lazy(() =>
  Promise.all([import('./DemoBlocked'), import('../i18n/more-texts').then((m) => m.loadRestTexts())]).then(([m]) => ({
    default: m.DemoBlocked,
  })),
);

/** Applies the access rules to the current path before any screen renders. */
export function Guard({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const search = useSearch();
  if (needsLogin(path) && !isLoggedIn.value)
    return <Redirect to={loginUrl(path + (search ? `?${search}` : ''))} replace />;
  if (realOnly(path) && isDemo.value)
    return (
      <Suspense fallback={null}>
        <DemoBlocked />
      </Suspense>
    );
  return <>{children}</>;
}
