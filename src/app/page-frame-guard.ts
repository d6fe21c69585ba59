import { STAFF_KEY } from '@/api';

/**
 * The classic inline script a document runs before its page frame is parsed.
 *
 * The frame is a dealer's page, header and all (PageFrame), and the document cannot know who
 * opens it. So for anyone else the frame stands down and the page is drawn as before, by the app
 * alone:
 * - a visitor (no session cookie): a public page draws the visitor's header, a dealer's page sends
 *   them on to sign in (a frame would flash a dealer's page first);
 * - staff signed in: acting as a dealer, their banner stands above the header and would move the
 *   whole frame down when the app draws; not acting, they are sent on to the staff screen;
 * - a browser whose storage cannot be read;
 * - any query string but `?category=Cabinets`: `/our-products` draws that tab (the site's start
 *   page), another would draw another tab. The dealers' framed screens take no query string.
 *
 * It is the only inline script: deploy/nginx.conf.template allows it by its hash
 * (`page-frame-guard.test.ts` fails when the two drift apart).
 */
export const PAGE_FRAME_GUARD_SCRIPT =
  "var off;try{off=!/^(\\?category=cabinets)?$/i.test(location.search)||!/(?:^|; )accessToken=[^;]/.test(document.cookie)||/(?:^|; )isImpersonated=true/.test(document.cookie)||localStorage.getItem('" +
  STAFF_KEY +
  "')!==null}catch(e){off=true}if(off)document.documentElement.dataset.pageFrame='off'";

/** Hides the frame the guard stood down; the app removes it on its first draw as always. */
const PAGE_FRAME_GUARD_CSS = "html[data-page-frame='off'] #page-frame{display:none}";

/** The guard as a document carries it, ahead of the frame. */
export const pageFrameGuard = (): string =>
  `<style>${PAGE_FRAME_GUARD_CSS}</style><script>${PAGE_FRAME_GUARD_SCRIPT}</script>`;
