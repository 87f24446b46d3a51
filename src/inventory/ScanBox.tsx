/**
 * A keyboard-wedge scanner field: it holds the focus (no click needed before a scan) and hands
 * each scanned value over on Enter, then clears itself for the next one.
 */
import { useEffect, useRef, useState } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';

export function ScanBox({ label, onScan, disabled, autoFocus = true }: { label: string; onScan: (value: string) => void; disabled?: boolean; autoFocus?: boolean }) {
  const [value, setValue] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (autoFocus && !disabled) input.current?.focus();
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
        input: { startAdornment: <InputAdornment position="start"><QrCodeScannerIcon /></InputAdornment> },
        htmlInput: { 'data-testid': 'scan-input', 'aria-label': label },
        inputLabel: { shrink: true },
      }}
    />
  );
}
