import { useEffect, useState } from 'react';
import { formatCreatedAgo } from '@lomi/core';
import { useSiteLanguage } from '../../language/language-context.ts';
import { useMyCampaignText } from './my-campaign-text.ts';

/** How often the age is counted again. */
const TICK_MS = 1000;

/** The formatter's smallest unit here is the second; a younger answer was 'just now'. */
const JUST_NOW_MS = 1000;

/**
 * 'Updated 4 seconds ago', counting up every second on its own: only this line renders again each second,
 * not the dashboard around it. Not a live region, so screen readers are not told the time every second.
 */
export function UpdatedAgo({ at }: { at: number }) {
  const t = useMyCampaignText();
  const { locale } = useSiteLanguage();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    // Restarted with each answer, so the seconds are counted from it.
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [at]);
  // Until the first tick after a new answer `now` is older than `at`: that reads 'just now', which it is (in
  // the dashboard's own words rather than the formatter's bare 'now').
  const justNow = now - at < JUST_NOW_MS;
  return (
    <time className="live-status__age" dateTime={new Date(at).toISOString()}>
      {justNow
        ? t('myCampaign.updated.justNow')
        : t('myCampaign.updated.ago', {
            ago: formatCreatedAgo(new Date(at), locale, new Date(now), { smallestUnit: 'second' }),
          })}
    </time>
  );
}
