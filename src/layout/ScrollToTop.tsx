import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Spec section 2: every route change starts at the top of the page. */
export const ScrollToTop = () => {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
};
