import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JsonEditor, jsonError } from '../../src/components/JsonEditor';

function Harness({ validate = true }: { validate?: boolean }) {
  const [text, setText] = useState('');
  const [last, setLast] = useState<{ text: string; parsed: unknown }>();
  return (
    <>
      <JsonEditor label="Settings" value={text} validate={validate} onChange={(t, parsed) => (setText(t), setLast({ text: t, parsed }))} />
      <p data-testid="passed">{JSON.stringify(last ?? null)}</p>
    </>
  );
}

describe('JsonEditor', () => {
  it('accepts valid JSON and passes the parsed value on', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'Settings' }), '{{"a": 1}');
    expect(screen.getByRole('textbox', { name: 'Settings' })).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByTestId('passed')).toHaveTextContent('{"text":"{\\"a\\": 1}","parsed":{"a":1}}');
  });

  it('shows the parse message with a red border on invalid JSON, and still passes the text on', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'Settings' }), '{{"a": ');
    const box = screen.getByRole('textbox', { name: 'Settings' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box.closest('.MuiInputBase-root')).toHaveClass('Mui-error');
    expect(screen.getByText(jsonError('{"a": ')!)).toBeInTheDocument();
    expect(screen.getByTestId('passed')).toHaveTextContent('"text":"{\\"a\\": "');
  });

  it('does not validate when validation is off', async () => {
    const user = userEvent.setup();
    render(<Harness validate={false} />);
    await user.type(screen.getByRole('textbox', { name: 'Settings' }), 'not json');
    expect(screen.getByRole('textbox', { name: 'Settings' })).toHaveAttribute('aria-invalid', 'false');
  });

  it('falls back to "Invalid JSON" when the parser gives no message', () => {
    const original = JSON.parse;
    JSON.parse = () => {
      throw new Error('');
    };
    try {
      expect(jsonError('x')).toBe('Invalid JSON');
    } finally {
      JSON.parse = original;
    }
  });
});
