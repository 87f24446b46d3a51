/**
 * A keyboard-wedge scanner field: it holds the focus (no click needed before a scan) and hands
 * each scanned value over on Enter, then clears itself for the next one.
 */
import { useEffect, useRef, useState } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';

/** `focusKey`: when it changes (e.g. another zone was picked), the field takes the focus back. */
export function ScanBox({
  label,
  onScan,
  disabled,
  autoFocus = true,
  focusKey,
}: {
  label: string;
  onScan: (value: string) => void;
  disabled?: boolean;
  autoFocus?: boolean;
  focusKey?: unknown;
}) {
  const [value, setValue] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (autoFocus && !disabled) input.current?.focus();
  }, [autoFocus, disabled, focusKey]);
  // A scanner types wherever the focus is: keys typed while no field has the focus (after a
  // click on the page, a dialog closed…) go to the scan field instead of being lost.
  useEffect(() => {
    if (!autoFocus || disabled) return;
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      const typing =
        target &&
        (target.isContentEditable ||
          ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
          target.getAttribute('role') === 'combobox');
      if (typing || e.ctrlKey || e.metaKey || e.altKey || e.key.length !== 1 || document.querySelector('[role="dialog"]')) return;
      input.current?.focus();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [autoFocus, disabled]);
  return (
    <TextField
      inputRef={input}
      label={label}
      value={value}
      disabled={disabled}
      fullWidth
      autoComplete="off"
      onChange={(e) => setValue(e.target.value)}
      onKeyDown={(e) => {
        if (e.key !== 'Enter') return;
        e.preventDefault();
        const scanned = value.trim();
        setValue('');
        if (scanned) onScan(scanned);
      }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <QrCodeScannerIcon />
            </InputAdornment>
          ),
        },
        htmlInput: { 'data-testid': 'scan-input', 'aria-label': label },
        inputLabel: { shrink: true },
      }}
    />
  );
}
