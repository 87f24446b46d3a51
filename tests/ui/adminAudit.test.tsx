import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, useNotificationContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../resources/settings/checklist/messages';
import type { ChecklistItem } from '../../resources/settings/checklist/types';
import { useAudit } from '../../src/settings/checklist/useAudit';
import { englishI18n } from '../support/inAdmin';

let runAudit: () => Promise<void>;
afterEach(cleanup);

function Probe({ items }: { items: ChecklistItem[] }) {
  const audit = useAudit(() => {});
  const { notifications } = useNotificationContext();
  runAudit = () => audit.run({ id: 1, name: 'Wallflower Studio' }, items);
  return (
    <div>
      {audit.progress !== null && <div data-testid="progress">{audit.progress}%</div>}
      {audit.result && <div data-testid="percentage">{audit.result.percentage}%</div>}
      {notifications.map((n, i) => (
        <div key={i} data-testid="notification" data-type={n.type} data-duration={String(n.notificationOptions?.autoHideDuration ?? '')}>
          {String(n.message)}
        </div>
      ))}
    </div>
  );
}

const items: ChecklistItem[] = [
  { id: 1, name: 'Create your account', rank: 1, completion_type: 'automatic' },
  { id: 2, name: 'Review pricing', rank: 2, completion_type: 'manual' },
];

describe('the audit on the Manage Checklist screen', () => {
  it('shows progress, closes it 500 ms after the end, and warns for 7 s while items are incomplete', async () => {
    render(
      <AdminContext i18nProvider={englishI18n}>
        <Probe items={items} />
      </AdminContext>,
    );
    let finished = 0;
    await act(async () => {
      await runAudit();
      finished = Date.now();
    });
    expect(screen.getByTestId('percentage')).toHaveTextContent('50%');
    expect(screen.getByTestId('progress')).toHaveTextContent('100%');
    const notification = screen.getByTestId('notification');
    expect(notification).toHaveTextContent(MESSAGES.auditIncomplete);
    expect(notification).toHaveAttribute('data-type', 'warning');
    expect(notification).toHaveAttribute('data-duration', '7000');
    await waitFor(() => expect(screen.queryByTestId('progress')).toBeNull(), { timeout: 2000, interval: 20 });
    const closedAfter = Date.now() - finished;
    expect(closedAfter).toBeGreaterThanOrEqual(480);
    expect(closedAfter).toBeLessThan(1500);
  });

  it('ends with the info message when every item is complete', async () => {
    render(
      <AdminContext i18nProvider={englishI18n}>
        <Probe items={[items[0]]} />
      </AdminContext>,
    );
    await act(async () => {
      await runAudit();
    });
    const notification = screen.getByTestId('notification');
    expect(notification).toHaveTextContent('Checklist Audit Completed Successfully. Brand ready for fulfillment!');
    expect(notification).toHaveAttribute('data-type', 'info');
  });
});
