import { useEffect, useState } from 'react';

export type Greeting = 'Morning' | 'Afternoon' | 'Evening';

/** docs/business-rules.md#screens: before 12:00 Morning, before 18:00 Afternoon, otherwise Evening (local time). */
function greetingFor(hour: number): Greeting {
  if (hour < 12) return 'Morning';
  if (hour < 18) return 'Afternoon';
  return 'Evening';
}

/** The greeting for now, updated when the hour turns (the header stays open all day). */
export function useGreeting(): Greeting {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const msToNextHour =
      (60 - now.getMinutes()) * 60_000 - now.getSeconds() * 1000 - now.getMilliseconds();
    const timer = window.setTimeout(() => setNow(new Date()), msToNextHour + 50);
    return () => window.clearTimeout(timer);
  }, [now]);
  return greetingFor(now.getHours());
}
