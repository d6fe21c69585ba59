import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** docs/business-rules.md#screens: on navigation, scroll to the hash target when there is one, else to the top. */
export function ScrollManager() {
  const [location] = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView({ block: 'start' });
    else window.scrollTo(0, 0);
  }, [location]);
  return null;
}
