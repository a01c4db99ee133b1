import { useState } from 'react';

/**
 * The time this component was first drawn. Rendering stays pure (React draws a component again
 * when it likes, and an age or an "online" badge must not change between two such draws); what
 * depends on the clock moves on when the page loads again.
 */
export function useNow(): number {
  const [now] = useState(Date.now);
  return now;
}
