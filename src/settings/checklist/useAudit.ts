/**
 * Runs the checklist audit for a brand (docs/requirements/brands.md §4): progress while it runs, the bar closing
 * 500 ms after the end, the completion percentage, and the info or 7 s warning message.
 */
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { AUDIT_PROGRESS_CLOSE_DELAY_MS } from '../../../resources/settings/checklist/timing';
import { ChecklistError, runAudit } from '../../../resources/settings/checklist/audit';
import type { AuditResult, ChecklistItem } from '../../../resources/settings/checklist/types';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { browserAuditEnvironment } from './browserAudit';
import { keyedText } from '../../framework/keyedText';

export function useAudit(onDone: () => void) {
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const [progress, setProgress] = useState<number | null>(null);
  const [current, setCurrent] = useState<string | null>(null);
  const [result, setResult] = useState<AuditResult | null>(null);

  const run = async (brand: { id: number; name?: string }, items: ChecklistItem[], generateRecords = true) => {
    setResult(null);
    setProgress(0);
    try {
      const audit = await runAudit(items, browserAuditEnvironment(dataProvider, brand, generateRecords), (p) => {
        setProgress(p.percent);
        setCurrent(p.last.item.name);
      });
      setResult(audit);
      notify(keyedText(translate, audit.summary), {
        type: audit.summary.level,
        ...(audit.summary.duration ? { autoHideDuration: audit.summary.duration } : {}),
      });
    } catch (e) {
      notify(
        e instanceof ChecklistError
          ? keyedText(translate, { text: e.message, code: e.code })
          : translate((e as Error)?.message || 'screens.settings.the_audit_failed'),
        { type: 'error' },
      );
    } finally {
      setTimeout(() => {
        setProgress(null);
        setCurrent(null);
      }, AUDIT_PROGRESS_CLOSE_DELAY_MS);
      onDone();
    }
  };
  return { run, progress, current, result, running: progress !== null };
}
