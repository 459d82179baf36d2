import type { ComponentChildren } from 'preact';
import { Redirect, useLocation, useSearch } from 'wouter';
import { isDemo, isLoggedIn } from '../state/session';
import { loginUrl, needsLogin, realOnly } from './access';
import { DemoBlocked } from './DemoBlocked';

/** Applies the access rules to the current path before any screen renders. */
export function Guard({ children }: { children: ComponentChildren }) {
  const [path] = useLocation();
  const search = useSearch();
  if (needsLogin(path) && !isLoggedIn.value) return <Redirect to={loginUrl(path + (search ? `?${search}` : ''))} replace />;
  if (realOnly(path) && isDemo.value) return <DemoBlocked />;
  return <>{children}</>;
}
