import { useEffect, useRef, useState, type ReactNode } from 'react';

// What starts the visitor's use of the page: from then on nothing is left for later.
const INTERACTIONS = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const;

interface DeferredProps {
  className?: string;
  children: ReactNode;
}

/**
 * Renders `children` (and so fetches their code, texts and pictures) only once they come near the screen or
 * the visitor starts using the page (a key, a tap, a click, the wheel): a part a first look does not reach
 * then takes no bandwidth from what the page shows first. A keyboard user's first key press loads it, long
 * before Tab reaches it. Without IntersectionObserver (old browsers, tests) it renders at once.
 */
export function Deferred({ className, children }: DeferredProps) {
  const box = useRef<HTMLDivElement>(null);
  const [needed, setNeeded] = useState(() => typeof IntersectionObserver !== 'function');

  useEffect(() => {
    const element = box.current;
    if (needed || !element) return;
    const show = () => setNeeded(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) show();
      },
      // Somewhat before it scrolls in, so it is there when it is seen.
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    for (const type of INTERACTIONS) window.addEventListener(type, show, { capture: true, passive: true });
    return () => {
      observer.disconnect();
      for (const type of INTERACTIONS) window.removeEventListener(type, show, { capture: true });
    };
  }, [needed]);

  return (
    <div ref={box} className={className}>
      {needed ? children : null}
    </div>
  );
}
