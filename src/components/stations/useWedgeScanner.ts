/**
 * A keyboard-wedge barcode scanner with no field focused: the scanner "types" the code fast and
 * ends it with Enter. A listener on the document collects such fast keystrokes and hands the code
 * over on Enter; keys typed into a real input (a weight, a note, the manual scan field) are left
 * to it, and slow typing on the page is not taken for a scan. `onEnter` (optional) hears a bare
 * Enter with nothing collected and nothing focused (e.g. "confirm" at the weigh station).
 */
import { useEffect, useRef } from 'react';

/** The longest pause between two keys of one scan: scanners send a key every few ms; a busy station may hold keys back a while. */
export const WEDGE_KEY_GAP_MS = 500;
/** The shortest code taken for a scan. */
export const WEDGE_MIN_LENGTH = 3;

/** Whether the key goes to something that takes typing: then it is not the wedge's. */
export function isTypingTarget(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element || !element.tagName) return false;
  return (
    element.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName) ||
    element.getAttribute('role') === 'combobox' ||
    element.getAttribute('role') === 'listbox' ||
    element.getAttribute('role') === 'option'
  );
}

export function useWedgeScanner(
  onScan: (value: string) => void,
  { enabled = true, onEnter }: { enabled?: boolean; onEnter?: () => void } = {},
) {
  const handlers = useRef({ onScan, onEnter });
  handlers.current = { onScan, onEnter };
  useEffect(() => {
    if (!enabled) return;
    let buffer = '';
    let last = 0;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || isTypingTarget(e.target)) return;
      // An open dialog has its own keys.
      if (document.querySelector('[role="dialog"]')) return;
      const now = performance.now();
      if (now - last > WEDGE_KEY_GAP_MS) buffer = '';
      last = now;
      if (e.key === 'Enter') {
        const code = buffer.trim();
        buffer = '';
        if (code.length >= WEDGE_MIN_LENGTH) {
          e.preventDefault();
          handlers.current.onScan(code);
        } else if (!code && handlers.current.onEnter && (e.target === document.body || e.target === document.documentElement)) {
          e.preventDefault();
          handlers.current.onEnter();
        }
        return;
      }
      if (e.key.length === 1) buffer += e.key;
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [enabled]);
}
