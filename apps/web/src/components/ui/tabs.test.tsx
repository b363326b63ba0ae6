import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs.tsx';

afterEach(cleanup);

const items = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
] as const;

function Harness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState<'pending' | 'approved'>('pending');
  return (
    <Tabs
      label="Status"
      items={items}
      value={value}
      onValueChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    >
      {(tab) => <p>Panel {tab}</p>}
    </Tabs>
  );
}

describe('Tabs', () => {
  it('names the list, shows the active panel only, and moves with the arrow keys', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.getByRole('tablist', { name: 'Status' })).toBeTruthy();
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel pending');
    expect(screen.queryByText('Panel approved')).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Pending' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('approved');
    expect(screen.getByRole('tab', { name: 'Approved', selected: true })).toBeTruthy();
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel approved');
  });
});
