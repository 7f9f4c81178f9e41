// While the user types (a new query every keystroke), a list renders only the cards in view; the
// rest of the page follows once typing pauses. Each keystroke then costs a third of the DOM work.
import { useEffect, useRef, useState } from 'react';

const TYPING_PAUSE_MS = 300;

/** False from a change of `query` until it has stood still for a pause. */
export function useTypingPause(query: unknown, waitingForList: boolean): boolean {
  const [settled, setSettled] = useState(true);
  const firstQuery = useRef(true);
  useEffect(() => {
    if (firstQuery.current) {
      // The first query shown is the first after waiting for a favourite list's sorting.
      if (!waitingForList) firstQuery.current = false;
      return;
    }
    setSettled(false);
    const timer = setTimeout(() => setSettled(true), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [query, waitingForList]);
  return settled;
}
