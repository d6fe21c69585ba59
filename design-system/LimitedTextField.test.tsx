import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { LimitedTextField } from './LimitedTextField';

describe('LimitedTextField', () => {
  const MESSAGE = 'PO number must be at most 20 characters.';

  it('shows N/max, cuts a paste to what fits and says so, until an edit fits again', async () => {
    const user = userEvent.setup();
    render(<LimitedTextField label="PO Number" maxLength={20} limitMessage={MESSAGE} />);
    const input = screen.getByRole('textbox', { name: 'PO Number' });
    // The browser's own limit would cut silently, so the field checks edits itself.
    expect(input).not.toHaveAttribute('maxlength');
    expect(input).toHaveAccessibleDescription('0/20');
    await user.click(input);
    await user.paste('PO-2026-KITCHEN-RENOVATION');
    expect(input).toHaveValue('PO-2026-KITCHEN-RENO');
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGE);
    expect(input).toHaveAccessibleDescription(`${MESSAGE} 20/20`);
    expect(input).not.toHaveAttribute('aria-invalid');

    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('PO-2026-KITCHEN-REN');
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(input).toHaveAccessibleDescription('19/20');
  });

  it('refuses a character typed at the limit in the middle, keeping the rest', async () => {
    const user = userEvent.setup();
    render(
      <LimitedTextField
        label="PO Number"
        maxLength={20}
        limitMessage={MESSAGE}
        defaultValue="ABCDEFGHIJKLMNOPQRST"
      />,
    );
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'PO Number' });
    await user.click(input);
    input.setSelectionRange(5, 5);
    await user.keyboard('X');
    expect(input).toHaveValue('ABCDEFGHIJKLMNOPQRST');
    expect(input.selectionStart).toBe(5);
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGE);
  });

  it('counts a value react-hook-form sets after focus, and passes the fitted value on', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    function Form() {
      const { register, handleSubmit, watch } = useForm({ defaultValues: { po: 'JOB-42' } });
      return (
        <form onSubmit={handleSubmit((v) => onSubmit(v))}>
          <LimitedTextField
            label="PO Number"
            maxLength={20}
            limitMessage={MESSAGE}
            count={watch('po').length}
            {...register('po')}
          />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<Form />);
    const input = screen.getByRole('textbox', { name: 'PO Number' });
    expect(input).toHaveAccessibleDescription('6/20');
    await user.click(input);
    await user.paste('-ABCDEFGHIJKLMNOP');
    expect(input).toHaveValue('JOB-42-ABCDEFGHIJKLM');
    expect(input).toHaveAccessibleDescription(`${MESSAGE} 20/20`);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ po: 'JOB-42-ABCDEFGHIJKLM' });
  });
});
