import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('links label, error, helper and counter to the control', () => {
    render(
      <TextArea
        label="Comments"
        required
        maxLength={500}
        error="Comments is required."
        helperText="One business day"
      />,
    );
    const area = screen.getByRole('textbox', { name: /Comments/ });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toBeRequired();
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription(
      'Comments is required. One business day 0/500 characters',
    );
  });

  it('is not invalid and shows no counter without an error or a maximum', () => {
    render(<TextArea label="Notes" />);
    const area = screen.getByRole('textbox', { name: 'Notes' });
    expect(area).not.toHaveAttribute('aria-invalid');
    expect(area).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/characters/)).toBeNull();
  });

  it('counts while typing and stops at the maximum', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Comments" maxLength={10} />);
    const area = screen.getByRole('textbox', { name: 'Comments' });
    await user.type(area, 'abc');
    expect(screen.getByText('3/10 characters')).toBeInTheDocument();
    await user.type(area, 'defghijklmnop');
    expect(area).toHaveValue('abcdefghij');
    expect(screen.getByText('10/10 characters')).toBeInTheDocument();
  });

  it('counts a controlled value and a default value', () => {
    const { unmount } = render(
      <TextArea label="Notes" maxLength={20} value="hello" onChange={() => {}} />,
    );
    expect(screen.getByText('5/20 characters')).toBeInTheDocument();
    unmount();
    render(<TextArea label="Other" maxLength={20} defaultValue="four" />);
    expect(screen.getByText('4/20 characters')).toBeInTheDocument();
  });

  it('works with react-hook-form register and an explicit count after reset', async () => {
    const user = userEvent.setup();
    function Form() {
      const { register, reset, watch } = useForm({ defaultValues: { comments: '' } });
      return (
        <>
          <TextArea
            label="Comments"
            maxLength={50}
            count={watch('comments').length}
            {...register('comments')}
          />
          <button type="button" onClick={() => reset({ comments: '' })}>
            Reset
          </button>
        </>
      );
    }
    render(<Form />);
    await user.type(screen.getByRole('textbox', { name: 'Comments' }), 'Hello');
    expect(screen.getByText('5/50 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('textbox', { name: 'Comments' })).toHaveValue('');
    expect(screen.getByText('0/50 characters')).toBeInTheDocument();
  });
});
