import { afterEach, describe, expect, it } from 'vitest';
import { keepMediaQueriesLive, MEDIA_EPOCH_PROPERTY } from './keepMediaQueriesLive';

/** happy-dom's handle on the test window (not part of the DOM's own types). */
type HappyWindow = { happyDOM: { setViewport(size: { width: number; height: number }): void } };

const resizeTo = (width: number) =>
  (window as unknown as HappyWindow).happyDOM.setViewport({ width, height: 900 });
const epoch = () => document.documentElement.style.getPropertyValue(MEDIA_EPOCH_PROPERTY);

describe('keepMediaQueriesLive', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    resizeTo(1024);
    document.documentElement.style.removeProperty(MEDIA_EPOCH_PROPERTY);
  });

  it('restyles the page once per breakpoint crossed, not on every resize', () => {
    resizeTo(1500);
    stop = keepMediaQueriesLive();
    expect(epoch()).toBe('');
    resizeTo(1460); // still the full layout: nothing crossed
    expect(epoch()).toBe('');
    resizeTo(1000); // laptop, narrow and tablet crossed
    expect(epoch()).toBe('3');
    resizeTo(390); // phone
    expect(epoch()).toBe('4');
    resizeTo(1500); // back over phone, tablet, narrow and laptop
    expect(epoch()).toBe('8');
  });

  it('stops when asked', () => {
    resizeTo(1440);
    keepMediaQueriesLive()();
    resizeTo(390);
    expect(epoch()).toBe('');
  });
});
